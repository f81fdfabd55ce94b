import type { RoiEstimate } from '@stallplan/contracts';
import { ROI_RATES } from './quote-rates.js';

/**
 * A negative, non-finite or unsafely large figure is no amount we can count in whole rupees or
 * leads, so it counts as 0 rather than turning the estimate into NaN or Infinity.
 */
function usable(value: number): number {
  return Number.isFinite(value) && value > 0 && value <= Number.MAX_SAFE_INTEGER ? value : 0;
}

/**
 * The ROI Guide's estimate (§9): revenue 2.5 × the investment, 25 leads per square metre, and the
 * derived value per lead, ROI percentage and break-even leads, every divide guarded against 0.
 */
export function estimateRoi(totalInvestment: number, boothSizeSqm: number): RoiEstimate {
  const total = Math.round(usable(totalInvestment));
  // A product past the safe-integer range is as unusable as its inputs would be.
  const estimatedRevenue = Math.round(usable(ROI_RATES.revenueMultiple * total));
  const estimatedLeads = Math.round(usable(usable(boothSizeSqm) * ROI_RATES.leadsPerSqm));
  const leadValue = estimatedLeads > 0 ? Math.round(estimatedRevenue / estimatedLeads) : 0;
  return {
    estimatedRevenue,
    estimatedLeads,
    leadValue,
    roiPercentage: total > 0 ? Math.round(((estimatedRevenue - total) / total) * 100) : 0,
    paybackPeriod: ROI_RATES.paybackPeriod,
    breakEvenLeads: leadValue > 0 ? Math.ceil(total / leadValue) : 0,
    conversionRate: ROI_RATES.conversionRate,
  };
}
