import { plannerFormDataSchema, stallDesignDataSchema, type PlannerFormInput, type StallDesignInput } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { calculateQuoteCosts, summaryFallbackCosts, type QuoteSelections } from './calculate-quote-costs.js';

const form = (input: PlannerFormInput = {}) => plannerFormDataSchema.parse(input);
const design = (input: StallDesignInput = {}) => stallDesignDataSchema.parse(input);
const quote = (selections: Partial<QuoteSelections> = {}, gstRate?: number) =>
  calculateQuoteCosts({ formData: form(), ...selections }, gstRate === undefined ? undefined : { gstRate });

describe('calculateQuoteCosts', () => {
  it('prices an empty form with the defaults: booth 18 sq m, team 4, 3 days', () => {
    // construction 18 × 6500 = 117000; travel 4 × 18000 = 72000; accommodation 3 × 4 × 4500 = 54000;
    // marketing 25000; logistics 15000; total 117000 + 72000 + 54000 + 25000 + 15000 = 283000;
    // GST 283000 × 0.18 = 50940; grand total 333940.
    // Space: no city, so the other-city raw-space rate 6500 × 18 = 117000, inline adds nothing;
    // with space 283000 + 117000 = 400000, GST 72000, grand total 472000.
    expect(quote()).toEqual({
      total: 283_000,
      constructionCost: 117_000,
      travelCost: 72_000,
      accommodation: 54_000,
      marketing: 25_000,
      logistics: 15_000,
      stallExtras: 0,
      flights: 0,
      hotel: 0,
      vendors: 0,
      services: 0,
      gst: 50_940,
      grandTotal: 333_940,
      spaceRental: 117_000,
      totalWithSpace: 400_000,
      gstWithSpace: 72_000,
      grandTotalWithSpace: 472_000,
    });
  });

  it('charges 7500 per sq m at a premium venue', () => {
    // 18 × 7500 = 135000; total 283000 − 117000 + 135000 = 301000.
    const costs = quote({ formData: form({ venueType: 'premium' }) });
    expect(costs.constructionCost).toBe(135_000);
    expect(costs.total).toBe(301_000);
  });

  it('charges accommodation per night per person by level', () => {
    // 3 nights × 4 people × 4500 / 5500 / 7500.
    expect(quote({ formData: form({ accommodationLevel: 'standard' }) }).accommodation).toBe(54_000);
    expect(quote({ formData: form({ accommodationLevel: 'business' }) }).accommodation).toBe(66_000);
    expect(quote({ formData: form({ accommodationLevel: 'luxury' }) }).accommodation).toBe(90_000);
  });

  it('charges more marketing for an international event and a premium market', () => {
    expect(quote({ formData: form({ eventType: 'international' }) }).marketing).toBe(50_000);
    // 25000 × 1.5 = 37500; 50000 × 1.5 = 75000.
    expect(quote({ formData: form({ marketLevel: 'premium' }) }).marketing).toBe(37_500);
    expect(quote({ formData: form({ eventType: 'international', marketLevel: 'premium' }) }).marketing).toBe(75_000);
    expect(quote({ formData: form({ eventType: 'tech', marketLevel: 'budget' }) }).marketing).toBe(25_000);
  });

  it('uses the selected freight price, and 15000 only when none was selected', () => {
    expect(quote({ selectedLogistics: { price: 42_000 } }).logistics).toBe(42_000);
    expect(quote({ selectedLogistics: { price: 0 } }).logistics).toBe(0);
    expect(quote({ selectedLogistics: null }).logistics).toBe(15_000);
  });

  it('charges stall extras per selected item', () => {
    // 2 furniture × 3000 + 3 lighting × 8000 + 1 branding × 5000 + 2 extras × 7000 = 6000 + 24000 + 5000 + 14000 = 49000.
    const stallDesignData = design({
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['basic', 'led', 'smart'],
      brandingElements: ['led_walls'],
      extras: ['pantry_fitout', 'greenery_decor'],
      additionalRooms: ['Pantry'],
    });
    const costs = quote({ stallDesignData });
    expect(costs.stallExtras).toBe(49_000);
    expect(costs.total).toBe(283_000 + 49_000);
  });

  it("charges every traveller's fare: flight price × team size", () => {
    // Team 3: flights (5000 + 6500) × 3 = 34500; travel 3 × 18000 = 54000; accommodation 3 × 3 × 4500 = 40500.
    const costs = quote({ formData: form({ teamSize: 3 }), selectedFlights: [{ price: 5000 }, { price: 6500 }] });
    expect(costs.flights).toBe(34_500);
    expect(costs.travelCost).toBe(54_000);
    expect(costs.accommodation).toBe(40_500);
  });

  it('adds the selected hotel total', () => {
    expect(quote({ selectedHotel: { totalPrice: 27_000 } }).hotel).toBe(27_000);
    expect(quote({ selectedHotel: undefined }).hotel).toBe(0);
  });

  it("adds each vendor's price, else its estimated cost", () => {
    // 50000 (price wins over the estimate) + 30000 (estimate) + 0 (neither) + 0 (a price of 0 is a price) = 80000.
    const selectedVendors = [{ price: 50_000, estimatedCost: 99_999 }, { estimatedCost: 30_000 }, {}, { price: 0, estimatedCost: 12_345 }];
    expect(quote({ selectedVendors }).vendors).toBe(80_000);
  });

  it('charges each service flag', () => {
    const flags = { furniture: 15_000, avEquipment: 25_000, lighting: 12_000, internet: 8000, storage: 10_000, security: 15_000 };
    for (const [flag, price] of Object.entries(flags)) {
      expect(quote({ formData: form({ [flag]: true }) }).services).toBe(price);
    }
    // 15000 + 25000 + 12000 + 8000 + 10000 + 15000 = 85000.
    const everything = form({ furniture: true, avEquipment: true, lighting: true, internet: true, storage: true, security: true });
    expect(quote({ formData: everything }).services).toBe(85_000);
  });

  it('adds GST at 18% by default or at the given rate', () => {
    // 283000 × 0.05 = 14150; at 0 no tax.
    expect(quote({}, 0.05)).toMatchObject({ gst: 14_150, grandTotal: 297_150 });
    expect(quote({}, 0)).toMatchObject({ gst: 0, grandTotal: 283_000 });
  });

  it('refuses a GST rate outside 0..1', () => {
    expect(() => quote({}, 1.5)).toThrow(RangeError);
    expect(() => quote({}, -0.1)).toThrow(RangeError);
    expect(() => quote({}, Number.NaN)).toThrow(RangeError);
  });

  it('rounds construction on a booth given in square feet', () => {
    // 200 sq ft × 0.092903 = 18.5806 sq m; × 6500 = 120773.9 → 120774.
    expect(quote({ stallDesignData: design({ area: 200, areaUnit: 'sqft' }) }).constructionCost).toBe(120_774);
  });

  it('adds up every line of a fully priced quote', () => {
    // Booth 24, team 2, 4 days, business, international, premium venue:
    // construction 24 × 7500 = 180000; travel 2 × 18000 = 36000; accommodation 4 × 2 × 5500 = 44000;
    // marketing 50000; logistics 20000; extras 3000 + 8000 = 11000; flights 7000 × 2 = 14000;
    // hotel 33000; vendors 40000; services 25000 + 8000 = 33000.
    // total = 180000 + 36000 + 44000 + 50000 + 20000 + 11000 + 14000 + 33000 + 40000 + 33000 = 461000;
    // GST 461000 × 0.18 = 82980; grand total 543980.
    // Space: no city, raw space 6500 at a premium venue +20% = 7800 × 24 = 187200; with space
    // 461000 + 187200 = 648200, GST 116676, grand total 764876.
    const costs = calculateQuoteCosts({
      formData: form({
        boothSize: 24,
        teamSize: 2,
        eventDuration: 4,
        accommodationLevel: 'business',
        eventType: 'international',
        venueType: 'premium',
        avEquipment: true,
        internet: true,
      }),
      stallDesignData: design({ furnitureItems: ['meeting_table'], lightingType: ['premium'] }),
      selectedFlights: [{ price: 7000 }],
      selectedHotel: { totalPrice: 33_000 },
      selectedLogistics: { price: 20_000 },
      selectedVendors: [{ price: 40_000 }],
    });
    expect(costs).toEqual({
      total: 461_000,
      constructionCost: 180_000,
      travelCost: 36_000,
      accommodation: 44_000,
      marketing: 50_000,
      logistics: 20_000,
      stallExtras: 11_000,
      flights: 14_000,
      hotel: 33_000,
      vendors: 40_000,
      services: 33_000,
      gst: 82_980,
      grandTotal: 543_980,
      spaceRental: 187_200,
      totalWithSpace: 648_200,
      gstWithSpace: 116_676,
      grandTotalWithSpace: 764_876,
    });
  });
});

describe('summaryFallbackCosts', () => {
  it("applies §9's alternative formula, whose total is its own", () => {
    // total 18 × 8500 + 4 × 25000 + 3 × 15000 = 153000 + 100000 + 45000 = 298000;
    // construction 18 × 6500 = 117000; travel 4 × 18000 = 72000; accommodation 3 × 4 × 4500 = 54000.
    expect(summaryFallbackCosts(18, 4, 3)).toEqual({
      total: 298_000,
      constructionCost: 117_000,
      travelCost: 72_000,
      accommodation: 54_000,
      marketing: 25_000,
      logistics: 15_000,
    });
    // total 10 × 8500 + 2 × 25000 + 5 × 15000 = 85000 + 50000 + 75000 = 210000; accommodation 5 × 2 × 4500 = 45000.
    expect(summaryFallbackCosts(10, 2, 5)).toMatchObject({ total: 210_000, constructionCost: 65_000, travelCost: 36_000, accommodation: 45_000 });
  });

  it('counts negative or non-finite figures as 0', () => {
    // Only the days count: total 3 × 15000 = 45000.
    expect(summaryFallbackCosts(Number.NaN, -4, 3)).toMatchObject({ total: 45_000, constructionCost: 0, travelCost: 0, accommodation: 0 });
  });
});
