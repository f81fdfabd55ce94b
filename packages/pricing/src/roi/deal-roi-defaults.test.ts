import { plannerIndustryOptions } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { DEAL_ROI_SECTORS, dealRoiDefaults } from './deal-roi-defaults.js';
import { DEFAULT_DEAL_ROI_INPUTS } from './deal-roi.js';

describe('dealRoiDefaults', () => {
  it('starts from the industry’s group, leaving leads to the booth size', () => {
    expect(dealRoiDefaults('Manufacturing')).toEqual({
      inputs: { averageDealValue: 500_000, grossMarginPct: 25, qualifiedLeads: null, leadToDealPct: 10 },
      basis: 'Capital goods and industry',
    });
    expect(dealRoiDefaults('Food & Beverages').inputs.averageDealValue).toBe(100_000);
  });

  it('falls back to the general figures for Other or no industry', () => {
    expect(dealRoiDefaults('Other')).toEqual({ inputs: DEFAULT_DEAL_ROI_INPUTS, basis: 'All industries' });
    expect(dealRoiDefaults(undefined).basis).toBe('All industries');
  });

  it('puts every planner industry but Other in exactly one group', () => {
    for (const industry of plannerIndustryOptions.values.filter((value) => value !== 'Other')) {
      expect(DEAL_ROI_SECTORS.filter((sector) => (sector.industries as readonly string[]).includes(industry))).toHaveLength(1);
    }
  });
});
