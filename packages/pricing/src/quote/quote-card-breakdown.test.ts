import { plannerFormDataSchema, stallDesignDataSchema, type QuoteCosts } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { calculateQuoteCosts } from './calculate-quote-costs.js';
import { quoteCardBreakdown } from './quote-card-breakdown.js';

const costs = (overrides: Partial<QuoteCosts> = {}): QuoteCosts => ({
  spaceRental: 0,
  totalWithSpace: 0,
  gstWithSpace: 0,
  grandTotalWithSpace: 0,
  total: 0,
  constructionCost: 0,
  travelCost: 0,
  accommodation: 0,
  marketing: 0,
  logistics: 0,
  stallExtras: 0,
  flights: 0,
  hotel: 0,
  vendors: 0,
  services: 0,
  gst: 0,
  grandTotal: 0,
  ...overrides,
});

describe('quoteCardBreakdown', () => {
  it('splits construction 60/20/10/10', () => {
    // 117000: 20% = 23400, 10% = 11700, 10% = 11700, base 117000 − 46800 = 70200 (= 60%).
    expect(quoteCardBreakdown(costs({ constructionCost: 117_000 })).booth).toEqual({
      total: 117_000,
      baseConstruction: 70_200,
      designAndBranding: 23_400,
      lightingAndElectrical: 11_700,
      setup: 11_700,
    });
  });

  it('gives the rounding remainder to base construction so the parts add up exactly', () => {
    // 120774: 20% = 24154.8 → 24155; 10% = 12077.4 → 12077 twice; base 120774 − 24155 − 12077 − 12077 = 72465.
    const booth = quoteCardBreakdown(costs({ constructionCost: 120_774 })).booth;
    expect(booth).toMatchObject({ baseConstruction: 72_465, designAndBranding: 24_155, lightingAndElectrical: 12_077, setup: 12_077 });
    expect(booth.baseConstruction + booth.designAndBranding + booth.lightingAndElectrical + booth.setup).toBe(120_774);
  });

  it('shows marketing materials 60% and digital marketing 30% of marketing, and logistics', () => {
    // 37500 × 0.6 = 22500; × 0.3 = 11250.
    expect(quoteCardBreakdown(costs({ marketing: 37_500, logistics: 15_000 })).services).toEqual({
      marketing: 37_500,
      marketingMaterials: 22_500,
      digitalMarketing: 11_250,
      logistics: 15_000,
    });
  });

  it('totals the travel card as travel + flights + hotel', () => {
    // 72000 + 34500 + 27000 = 133500.
    expect(quoteCardBreakdown(costs({ travelCost: 72_000, flights: 34_500, hotel: 27_000 })).travel).toEqual({
      total: 133_500,
      travelCost: 72_000,
      flights: 34_500,
      hotel: 27_000,
    });
  });

  it('shows the fixed budget-share bars', () => {
    expect(quoteCardBreakdown(costs()).budgetSharePercent).toEqual({ booth: 35, travel: 25, services: 40 });
  });

  it('lists one add-on row per selected item, priced at the rates the total charges', () => {
    const stallDesignData = stallDesignDataSchema.parse({
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['led'],
      brandingElements: ['3d_logos'],
      extras: ['greenery_decor'],
      additionalRooms: ['Pantry'],
    });
    const quote = calculateQuoteCosts({ formData: plannerFormDataSchema.parse({}), stallDesignData });
    const { addOns } = quoteCardBreakdown(quote, stallDesignData);
    expect(addOns).toEqual([
      { kind: 'furnitureItem', value: 'reception_counter', label: 'Reception Counter', price: 3000, included: false },
      { kind: 'furnitureItem', value: 'chairs_set', label: 'Chairs Set', price: 3000, included: false },
      { kind: 'lightingType', value: 'led', label: 'LED Lighting', price: 8000, included: false },
      { kind: 'brandingElement', value: '3d_logos', label: '3D Logos', price: 5000, included: false },
      { kind: 'extra', value: 'greenery_decor', label: 'Greenery & Decor', price: 7000, included: false },
      { kind: 'additionalRoom', value: 'Pantry', label: 'Pantry', price: 0, included: true },
    ]);
    // 3000 + 3000 + 8000 + 5000 + 7000 = 26000, the quote's stall-extras line.
    expect(addOns.reduce((sum, row) => sum + row.price, 0)).toBe(quote.stallExtras);
    expect(quote.stallExtras).toBe(26_000);
  });

  it('lists no add-ons without a design', () => {
    expect(quoteCardBreakdown(costs()).addOns).toEqual([]);
  });
});
