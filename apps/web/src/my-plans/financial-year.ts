import type { FinancialYearTotals, MyPlanSummary, PlanStatus } from '@stallplan/contracts';

/**
 * My plans groups spending by the Indian financial year, April to March (`2026-27`), as the
 * service counts it from each show's start date; these helpers only name and arrange its figures.
 */

/** `2026-27` → `FY 2026-27`. */
export const financialYearLabel = (financialYear: string): string => `FY ${financialYear}`;

/** The quarters of a financial year, in its own order: April first. */
export const QUARTERS = [
  { short: 'Q1', months: 'Apr–Jun', spoken: 'April to June' },
  { short: 'Q2', months: 'Jul–Sep', spoken: 'July to September' },
  { short: 'Q3', months: 'Oct–Dec', spoken: 'October to December' },
  { short: 'Q4', months: 'Jan–Mar', spoken: 'January to March' },
] as const;

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { draft: 'Draft', shared: 'Shared', approved: 'Approved' };

/** Each quarter's bar as a share (0–100) of the year's largest quarter; all 0 when nothing was spent. */
export function quarterBarPercents(quarters: readonly number[]): number[] {
  const largest = Math.max(0, ...quarters);
  return quarters.map((amount) => (largest > 0 ? Math.round((Math.max(0, amount) / largest) * 1000) / 10 : 0));
}

export interface FinancialYearGroup {
  totals: FinancialYearTotals;
  plans: MyPlanSummary[];
}

/** Sums a year's plans by quarter: used only for a year the service sent plans for but no totals. */
function totalsOf(financialYear: string, plans: readonly MyPlanSummary[]): FinancialYearTotals {
  const sumOf = (quarter: number) => plans.filter((plan) => plan.quarter === quarter).reduce((sum, plan) => sum + plan.grandTotal, 0);
  const quarters: [number, number, number, number] = [sumOf(1), sumOf(2), sumOf(3), sumOf(4)];
  return { financialYear, quarters, total: quarters.reduce((sum, amount) => sum + amount, 0), plans: plans.length };
}

/**
 * The plans under their financial years, the newest year first; inside a year, in the order of
 * their shows (then by name), so the list reads like the quarters above it.
 */
export function groupPlansByFinancialYear(plans: readonly MyPlanSummary[], years: readonly FinancialYearTotals[]): FinancialYearGroup[] {
  const names = new Set([...years.map((year) => year.financialYear), ...plans.map((plan) => plan.financialYear)]);
  return [...names]
    .sort((a, b) => b.localeCompare(a))
    .map((financialYear) => {
      const inYear = plans
        .filter((plan) => plan.financialYear === financialYear)
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.exhibitionName.localeCompare(b.exhibitionName));
      return { totals: years.find((year) => year.financialYear === financialYear) ?? totalsOf(financialYear, inYear), plans: inYear };
    });
}
