import { describe, expect, it } from 'vitest';
import { roiGuideRequestSchema } from './quote-requests.js';
import { dealRoiInputsSchema, eventSpaceTariffSchema } from './space-and-roi-inputs.js';
import { stallDesignDataSchema } from './stall-design.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('eventSpaceTariffSchema', () => {
  it('takes a show and its whole-rupee rates', () => {
    expect(eventSpaceTariffSchema.parse({ eventName: ' IMTEX ', rawPerSqm: 12_000, builtUpPerSqm: 14_000 })).toEqual({
      eventName: 'IMTEX',
      rawPerSqm: 12_000,
      builtUpPerSqm: 14_000,
    });
  });

  it('refuses negative, fractional and absurd rates with a sentence', () => {
    expect(messages(eventSpaceTariffSchema.safeParse({ eventName: 'X', rawPerSqm: -1, builtUpPerSqm: 1.5 }))).toEqual([
      'Raw space tariff cannot be negative.',
      'Built-up space tariff must be a whole number.',
    ]);
    expect(messages(eventSpaceTariffSchema.safeParse({ eventName: '', rawPerSqm: 2_000_000, builtUpPerSqm: 0 }))).toEqual([
      'Event name is required.',
      'Raw space tariff must be at most 10,00,000.',
    ]);
  });
});

describe('dealRoiInputsSchema', () => {
  it('takes the exhibitor’s numbers, leads optional', () => {
    expect(dealRoiInputsSchema.parse({ averageDealValue: 250_000, grossMarginPct: 32.5, leadToDealPct: 8 })).toEqual({
      averageDealValue: 250_000,
      grossMarginPct: 32.5,
      leadToDealPct: 8,
    });
    expect(dealRoiInputsSchema.parse({ averageDealValue: 1, grossMarginPct: 0, qualifiedLeads: null, leadToDealPct: 100 }).qualifiedLeads).toBeNull();
  });

  it('refuses percentages outside 0–100 and text', () => {
    expect(messages(dealRoiInputsSchema.safeParse({ averageDealValue: '5', grossMarginPct: 120, leadToDealPct: -3 }))).toEqual([
      'Average deal value must be a number.',
      'Gross margin must be at most 100%.',
      'Lead-to-deal conversion cannot be negative.',
    ]);
  });
});

describe('space and ROI in the plan', () => {
  it('keeps the exhibitor’s space tariff in the design, 0 when blank', () => {
    expect(stallDesignDataSchema.parse({ spaceTariffOverride: '9500' }).spaceTariffOverride).toBe(9500);
    expect(stallDesignDataSchema.parse({}).spaceTariffOverride).toBe(0);
    expect(stallDesignDataSchema.safeParse({ spaceTariffOverride: 5_000_000 }).success).toBe(false);
  });

  it('accepts the peninsula position', () => {
    expect(stallDesignDataSchema.parse({ boothPosition: 'peninsula' }).boothPosition).toBe('peninsula');
  });

  it('carries the show’s tariff and the deal inputs to the ROI guide', () => {
    const request = roiGuideRequestSchema.parse({
      formData: {},
      eventSpaceTariff: { eventName: 'IMTEX', rawPerSqm: 12_000, builtUpPerSqm: 14_000 },
      dealRoi: { averageDealValue: 100_000, grossMarginPct: 25, leadToDealPct: 5 },
    });
    expect(request.eventSpaceTariff?.rawPerSqm).toBe(12_000);
    expect(request.dealRoi?.grossMarginPct).toBe(25);
  });
});
