import type { FinancialYearTotals } from '@stallplan/contracts';

export interface FinancialQuarter {
  /** `2026-27`: April 2026 to March 2027. */
  financialYear: string;
  /** 1: April–June … 4: January–March. */
  quarter: 1 | 2 | 3 | 4;
}

/** The Indian financial year and quarter of a calendar day (`YYYY-MM-DD` or a Date, read in UTC). */
export function financialQuarterOf(day: string | Date): FinancialQuarter {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const startYear = month >= 4 ? year : year - 1;
  const quarter = (month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4) as FinancialQuarter['quarter'];
  return { financialYear: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`, quarter };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}/;

/** The show's start date when the plan has a valid one, else the day it was saved. */
export function planFinancialQuarter(startDate: string, createdAt: Date): FinancialQuarter {
  if (DAY_PATTERN.test(startDate) && !Number.isNaN(new Date(`${startDate.slice(0, 10)}T00:00:00Z`).getTime())) return financialQuarterOf(startDate);
  return financialQuarterOf(createdAt);
}

/** Grand totals per quarter and year, newest year first. */
export function financialYearTotals(plans: ReadonlyArray<{ financialYear: string; quarter: number; grandTotal: number }>): FinancialYearTotals[] {
  const years = new Map<string, FinancialYearTotals>();
  for (const plan of plans) {
    const totals = years.get(plan.financialYear) ?? { financialYear: plan.financialYear, quarters: [0, 0, 0, 0], total: 0, plans: 0 };
    const index = Math.min(3, Math.max(0, plan.quarter - 1)) as 0 | 1 | 2 | 3;
    totals.quarters[index] += plan.grandTotal;
    totals.total += plan.grandTotal;
    totals.plans += 1;
    years.set(plan.financialYear, totals);
  }
  return [...years.values()].sort((a, b) => b.financialYear.localeCompare(a.financialYear));
}
