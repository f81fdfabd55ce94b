import { describe, expect, it } from 'vitest';
import { dealRoiFieldsOf, parseDealRoiFields } from './deal-roi-fields.js';

describe('parseDealRoiFields', () => {
  it('reads Indian grouping, rupee and percent signs, and a blank lead count', () => {
    expect(parseDealRoiFields({ averageDealValue: '₹ 2,50,000', grossMarginPct: '32.5%', qualifiedLeads: '', leadToDealPct: '8' })).toEqual({
      ok: true,
      inputs: { averageDealValue: 250_000, grossMarginPct: 32.5, qualifiedLeads: null, leadToDealPct: 8 },
    });
  });

  it('gives a sentence for each wrong field', () => {
    expect(parseDealRoiFields({ averageDealValue: '', grossMarginPct: '140', qualifiedLeads: 'many', leadToDealPct: '10' })).toEqual({
      ok: false,
      errors: {
        averageDealValue: 'Average deal value is required.',
        grossMarginPct: 'Gross margin must be at most 100%.',
        qualifiedLeads: 'Please enter a number.',
      },
    });
    expect(parseDealRoiFields({ averageDealValue: '1000.5', grossMarginPct: '30', qualifiedLeads: '2.5', leadToDealPct: '10' })).toEqual({
      ok: false,
      errors: { averageDealValue: 'Average deal value must be a whole number.', qualifiedLeads: 'Qualified leads must be a whole number.' },
    });
  });

  it('round-trips the inputs it was filled from', () => {
    const inputs = { averageDealValue: 200_000, grossMarginPct: 30, qualifiedLeads: 40, leadToDealPct: 10 };
    expect(parseDealRoiFields(dealRoiFieldsOf(inputs))).toEqual({ ok: true, inputs });
  });
});
