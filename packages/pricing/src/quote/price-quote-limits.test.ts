import {
  MAX_BOOTH_AREA,
  MAX_OFFER_RUPEES,
  MAX_SELECTED_FLIGHTS,
  MAX_SELECTED_VENDORS,
  MAX_SPACE_TARIFF_PER_SQM,
  plannerFormDataSchema,
  stallDesignDataSchema,
  VENDOR_PRICE_MAX,
} from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { planQuoteFigures } from './plan-quote-figures.js';

describe('planQuoteFigures at the contracts’ limits', () => {
  it('prices the largest plan the contracts accept in safe whole rupees, ROI included', () => {
    const formData = plannerFormDataSchema.parse({ boothSize: MAX_BOOTH_AREA, teamSize: 10, eventDuration: 60, furniture: true, security: true });
    const design = stallDesignDataSchema.parse({
      area: MAX_BOOTH_AREA,
      wallType: 'modular_aluminum',
      boothPosition: 'island',
      spaceTariffOverride: MAX_SPACE_TARIFF_PER_SQM,
      lightingType: ['smart'],
    });
    const figures = planQuoteFigures({
      formData,
      stallDesignData: design,
      selectedFlights: Array.from({ length: MAX_SELECTED_FLIGHTS }, () => ({ price: MAX_OFFER_RUPEES })),
      selectedHotel: { totalPrice: MAX_OFFER_RUPEES, pricePerNight: MAX_OFFER_RUPEES, nights: 1 },
      selectedLogistics: { price: MAX_OFFER_RUPEES },
      selectedVendors: Array.from({ length: MAX_SELECTED_VENDORS }, (_, index) => ({ name: `V${index}`, category: 'catering', price: VENDOR_PRICE_MAX })),
    });
    expect(Number.isSafeInteger(figures.quote.totals.grandTotal)).toBe(true);
    expect(figures.roi.result.roiPct).not.toBeNull();
  });
});
