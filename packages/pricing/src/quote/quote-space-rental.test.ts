import { plannerFormDataSchema, stallDesignDataSchema, type PlannerFormInput, type StallDesignInput } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { quoteSpaceRental } from './quote-space-rental.js';

const form = (input: PlannerFormInput = {}) => plannerFormDataSchema.parse(input);
const design = (input: StallDesignInput = {}) => stallDesignDataSchema.parse(input);
const imtex = { eventName: 'IMTEX', rawPerSqm: 12_000, builtUpPerSqm: 14_000 };

describe('quoteSpaceRental', () => {
  it('prices raw space at the show’s published raw rate', () => {
    // 36 m² × 12,000 = 432,000; corner +10% = 43,200; subtotal 475,200; GST 85,536; total 560,736.
    const space = quoteSpaceRental({
      formData: form(),
      stallDesignData: design({ area: 36, boothType: 'raw_space', boothPosition: 'corner' }),
      eventSpaceTariff: imtex,
    });
    expect(space).toMatchObject({ areaSqm: 36, boothType: 'raw_space', position: 'corner', eventName: 'IMTEX' });
    expect(space.tariff).toMatchObject({ perSqm: 12_000, source: 'event' });
    expect(space.rental).toEqual({ base: 432_000, openSidePremium: 43_200, premiumRate: 0.1, subtotal: 475_200, gst: 85_536, total: 560_736 });
  });

  it('prices a shell scheme at the show’s built-up rate', () => {
    // 9 m² × 14,000 = 126,000; island +20% = 25,200; subtotal 151,200; GST 27,216; total 178,416.
    const space = quoteSpaceRental({
      formData: form(),
      stallDesignData: design({ area: 9, boothType: 'shell_scheme', boothPosition: 'island' }),
      eventSpaceTariff: imtex,
    });
    expect(space.tariff.perSqm).toBe(14_000);
    expect(space.rental).toEqual({ base: 126_000, openSidePremium: 25_200, premiumRate: 0.2, subtotal: 151_200, gst: 27_216, total: 178_416 });
  });

  it('lets the exhibitor’s own rate win over the show’s', () => {
    // 18 m² × 9,999 = 179,982; peninsula +15% = 26,997.3 → 26,997; subtotal 206,979; GST 37,256.22 → 37,256.
    const space = quoteSpaceRental({
      formData: form(),
      stallDesignData: design({ area: 18, boothPosition: 'peninsula', spaceTariffOverride: 9999 }),
      eventSpaceTariff: imtex,
    });
    expect(space.tariff.source).toBe('override');
    expect(space.eventName).toBeNull();
    expect(space.rental).toEqual({ base: 179_982, openSidePremium: 26_997, premiumRate: 0.15, subtotal: 206_979, gst: 37_256, total: 244_235 });
  });

  it('falls back to the typical rate for the arrival city and venue', () => {
    // Mumbai is a metro: shell scheme 11,500, premium venue +20% = 13,800; 18 × 13,800 = 248,400.
    const space = quoteSpaceRental({
      formData: form({ destinationCity: 'Mumbai', venueType: 'premium', boothType: 'shell_scheme' }),
      stallDesignData: design({ area: 18 }),
    });
    expect(space.tariff).toMatchObject({ perSqm: 13_800, source: 'default' });
    expect(space.rental.subtotal).toBe(248_400);
  });

  it('prices a booth with no type as raw space, on the quote’s booth size', () => {
    // No design area: the form's booth size 24 m²; other city raw 6,500 × 24 = 156,000.
    const space = quoteSpaceRental({ formData: form({ boothSize: 24 }), stallDesignData: design() });
    expect(space).toMatchObject({ areaSqm: 24, boothType: 'raw_space', position: 'inline' });
    expect(space.rental.subtotal).toBe(156_000);
  });

  it('converts a booth given in square feet', () => {
    // 200 sq ft × 0.092903 = 18.5806 m² × 10,000 (Delhi, raw) = 185,806.
    const space = quoteSpaceRental({ formData: form({ destinationCity: 'New Delhi' }), stallDesignData: design({ area: 200, areaUnit: 'sqft' }) });
    expect(space.rental.base).toBe(185_806);
  });
});
