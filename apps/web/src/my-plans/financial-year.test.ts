import type { FinancialYearTotals, MyPlanSummary } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { financialYearLabel, groupPlansByFinancialYear, QUARTERS, quarterBarPercents } from './financial-year.js';

const plan = (id: string, overrides: Partial<MyPlanSummary>): MyPlanSummary => ({
  id,
  exhibitionName: `Show ${id}`,
  city: 'Mumbai',
  startDate: '2026-06-10',
  endDate: '2026-06-12',
  latestVersion: 1,
  status: 'draft',
  grandTotal: 100_000,
  updatedAt: '2026-05-01T10:00:00.000Z',
  financialYear: '2026-27',
  quarter: 1,
  ...overrides,
});

describe('financialYearLabel', () => {
  it('names the year as exhibitors write it', () => {
    expect(financialYearLabel('2026-27')).toBe('FY 2026-27');
  });
});

describe('QUARTERS', () => {
  it('starts the year in April and ends it in March', () => {
    expect(QUARTERS.map((quarter) => `${quarter.short} ${quarter.months}`)).toEqual(['Q1 Apr–Jun', 'Q2 Jul–Sep', 'Q3 Oct–Dec', 'Q4 Jan–Mar']);
  });
});

describe('quarterBarPercents', () => {
  it('scales each quarter to the largest', () => {
    expect(quarterBarPercents([50_000, 200_000, 0, 100_000])).toEqual([25, 100, 0, 50]);
  });

  it('draws no bars for a year with nothing spent', () => {
    expect(quarterBarPercents([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });
});

describe('groupPlansByFinancialYear', () => {
  const years: FinancialYearTotals[] = [
    { financialYear: '2026-27', quarters: [300_000, 0, 0, 50_000], total: 350_000, plans: 3 },
    { financialYear: '2027-28', quarters: [0, 80_000, 0, 0], total: 80_000, plans: 1 },
  ];

  it('puts the newest year first and each year’s plans in the order of their shows', () => {
    const plans = [
      plan('a', { startDate: '2027-02-01', quarter: 4, grandTotal: 50_000 }),
      plan('b', { startDate: '2026-05-01', grandTotal: 200_000 }),
      plan('c', { startDate: '2027-08-01', financialYear: '2027-28', quarter: 2, grandTotal: 80_000 }),
      plan('d', { startDate: '2026-04-20', grandTotal: 100_000 }),
    ];
    const groups = groupPlansByFinancialYear(plans, years);
    expect(groups.map((group) => group.totals.financialYear)).toEqual(['2027-28', '2026-27']);
    expect(groups[1]?.plans.map((item) => item.id)).toEqual(['d', 'b', 'a']);
    expect(groups[1]?.totals).toBe(years[0]);
  });

  it('sums a year itself when the service sent its plans without totals', () => {
    const plans = [
      plan('a', { financialYear: '2025-26', quarter: 4, grandTotal: 70_000 }),
      plan('b', { financialYear: '2025-26', quarter: 4, grandTotal: 30_000 }),
    ];
    const [group] = groupPlansByFinancialYear(plans, []);
    expect(group?.totals).toEqual({ financialYear: '2025-26', quarters: [0, 0, 0, 100_000], total: 100_000, plans: 2 });
  });

  it('gives nothing for an address with no plans', () => {
    expect(groupPlansByFinancialYear([], [])).toEqual([]);
  });
});
