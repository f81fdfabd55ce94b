import { describe, expect, it } from 'vitest';
import { exhibitionDays } from './exhibition-days.js';

describe('exhibitionDays', () => {
  it('counts both the first and the last day', () => {
    // 12 − 10 + 1 = 3.
    expect(exhibitionDays('2026-03-10', '2026-03-12')).toBe(3);
    expect(exhibitionDays('2026-03-10', '2026-03-10')).toBe(1);
    // 27 and 28 February, 1 and 2 March 2026 (not a leap year): 4.
    expect(exhibitionDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(exhibitionDays(new Date('2026-03-10T00:00:00Z'), new Date('2026-03-14T00:00:00Z'))).toBe(5);
  });

  it('gives 0 for missing or invalid dates, or an end before the start', () => {
    expect(exhibitionDays(undefined, '2026-03-12')).toBe(0);
    expect(exhibitionDays('2026-03-10', null)).toBe(0);
    expect(exhibitionDays('2026-02-31', '2026-03-12')).toBe(0);
    expect(exhibitionDays('next week', '2026-03-12')).toBe(0);
    expect(exhibitionDays(new Date(Number.NaN), '2026-03-12')).toBe(0);
    expect(exhibitionDays('2026-03-12', '2026-03-10')).toBe(0);
  });
});
