import { describe, expect, it } from 'vitest';
import { monthLabel, monthsBetween, nextEdition, runsInYear } from './next-edition.js';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('nextEdition', () => {
  it('gives the next of an annual show’s months, from next month on', () => {
    expect(nextEdition({ months: [3] }, day('2026-01-15'))).toEqual({ year: 2026, month: 3, monthsAway: 2 });
    expect(nextEdition({ months: [3] }, day('2026-02-28'))).toEqual({ year: 2026, month: 3, monthsAway: 1 });
    // The month in progress is too late to exhibit in.
    expect(nextEdition({ months: [3] }, day('2026-03-01'))).toEqual({ year: 2027, month: 3, monthsAway: 12 });
    expect(nextEdition({ months: [11] }, day('2026-12-31'))).toEqual({ year: 2027, month: 11, monthsAway: 11 });
  });

  it('takes the earliest upcoming month of a show held twice a year', () => {
    expect(nextEdition({ months: [10, 4] }, day('2026-05-10'))).toEqual({ year: 2026, month: 10, monthsAway: 5 });
    expect(nextEdition({ months: [4, 10] }, day('2026-11-10'))).toEqual({ year: 2027, month: 4, monthsAway: 5 });
  });

  it('counts biennial and triennial editions from the year the show was held', () => {
    const imtex = { months: [1], frequency: 'biennial' as const, heldInYear: 2025 };
    expect(nextEdition(imtex, day('2025-06-01'))).toEqual({ year: 2027, month: 1, monthsAway: 19 });
    expect(nextEdition(imtex, day('2026-12-01'))).toEqual({ year: 2027, month: 1, monthsAway: 1 });
    const plastindia = { months: [2], frequency: 'triennial' as const, heldInYear: 2023 };
    expect(nextEdition(plastindia, day('2026-01-10'))).toEqual({ year: 2026, month: 2, monthsAway: 1 });
    expect(nextEdition(plastindia, day('2026-02-10'))).toEqual({ year: 2029, month: 2, monthsAway: 36 });
  });

  it('reads a biennial show without a known year as annual', () => {
    expect(nextEdition({ months: [6], frequency: 'biennial' }, day('2026-01-01')).year).toBe(2026);
  });
});

describe('runsInYear', () => {
  it('counts backwards as well as forwards', () => {
    const show = { frequency: 'biennial' as const, heldInYear: 2024 };
    expect([2020, 2021, 2022, 2023, 2024, 2025, 2026].filter((year) => runsInYear(show, year))).toEqual([2020, 2022, 2024, 2026]);
  });
});

describe('month helpers', () => {
  it('names a month and counts months between two', () => {
    expect(monthLabel({ year: 2027, month: 1 })).toBe('January 2027');
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2027, month: 2 })).toBe(3);
  });
});
