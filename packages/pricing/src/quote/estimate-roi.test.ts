import { roiEstimateSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { estimateRoi } from './estimate-roi.js';

describe('estimateRoi', () => {
  it('estimates returns on a worked example', () => {
    // Total 300000, booth 18: revenue 2.5 × 300000 = 750000; leads 18 × 25 = 450;
    // value per lead 750000 / 450 = 1666.67 → 1667; ROI (750000 − 300000) / 300000 × 100 = 150;
    // break-even 300000 / 1667 = 179.96 → 180.
    const roi = estimateRoi(300_000, 18);
    expect(roi).toEqual({
      estimatedRevenue: 750_000,
      estimatedLeads: 450,
      leadValue: 1667,
      roiPercentage: 150,
      paybackPeriod: '3-6 months',
      breakEvenLeads: 180,
      conversionRate: '15-25%',
    });
    expect(roiEstimateSchema.safeParse(roi).success).toBe(true);
  });

  it('rounds fractional leads from a booth in square feet', () => {
    // 18.5806 × 25 = 464.515 → 465 leads; 333940 × 2.5 = 834850 revenue; 834850 / 465 = 1795.38 → 1795;
    // break-even 333940 / 1795 = 186.04 → 187.
    expect(estimateRoi(333_940, 18.5806)).toMatchObject({ estimatedLeads: 465, leadValue: 1795, breakEvenLeads: 187 });
  });

  it('guards every divide against 0', () => {
    expect(estimateRoi(0, 18)).toMatchObject({ estimatedRevenue: 0, estimatedLeads: 450, leadValue: 0, roiPercentage: 0, breakEvenLeads: 0 });
    expect(estimateRoi(300_000, 0)).toMatchObject({ estimatedRevenue: 750_000, estimatedLeads: 0, leadValue: 0, roiPercentage: 150, breakEvenLeads: 0 });
  });

  it('counts negative and non-finite inputs as 0', () => {
    expect(estimateRoi(-5, Number.NaN)).toMatchObject({ estimatedRevenue: 0, estimatedLeads: 0, roiPercentage: 0 });
    expect(estimateRoi(Number.POSITIVE_INFINITY, -18)).toMatchObject({ estimatedRevenue: 0, estimatedLeads: 0 });
  });
});
