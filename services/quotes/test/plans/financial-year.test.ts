import { describe, expect, it } from 'vitest';
import { financialQuarterOf, financialYearTotals, planFinancialQuarter } from '../../src/plans/financial-year.js';

describe('the Indian financial year (April to March)', () => {
  it.each([
    ['2026-04-01', '2026-27', 1],
    ['2026-06-30', '2026-27', 1],
    ['2026-07-01', '2026-27', 2],
    ['2026-09-30', '2026-27', 2],
    ['2026-10-01', '2026-27', 3],
    ['2026-12-31', '2026-27', 3],
    ['2027-01-01', '2026-27', 4],
    ['2027-03-31', '2026-27', 4],
    ['2027-04-01', '2027-28', 1],
    ['2099-02-10', '2098-99', 4],
    ['2099-05-10', '2099-00', 1],
  ])('%s is in %s, quarter %i', (day, financialYear, quarter) => {
    expect(financialQuarterOf(day)).toEqual({ financialYear, quarter });
  });

  it("uses the show's start date, else the day the plan was saved", () => {
    const savedOn = new Date('2026-02-15T10:00:00Z');
    expect(planFinancialQuarter('2026-08-01', savedOn)).toEqual({ financialYear: '2026-27', quarter: 2 });
    expect(planFinancialQuarter('', savedOn)).toEqual({ financialYear: '2025-26', quarter: 4 });
    expect(planFinancialQuarter('not a day', savedOn)).toEqual({ financialYear: '2025-26', quarter: 4 });
  });

  it('totals grand totals per quarter and year, newest year first', () => {
    const totals = financialYearTotals([
      { financialYear: '2026-27', quarter: 1, grandTotal: 100 },
      { financialYear: '2026-27', quarter: 1, grandTotal: 50 },
      { financialYear: '2026-27', quarter: 4, grandTotal: 7 },
      { financialYear: '2025-26', quarter: 3, grandTotal: 1000 },
    ]);
    expect(totals).toEqual([
      { financialYear: '2026-27', quarters: [150, 0, 0, 7], total: 157, plans: 3 },
      { financialYear: '2025-26', quarters: [0, 0, 1000, 0], total: 1000, plans: 1 },
    ]);
    expect(financialYearTotals([])).toEqual([]);
  });
});
