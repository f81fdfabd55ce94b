import { describe, expect, it } from 'vitest';
import { formatIndianDate, indianDay } from './indian-day.js';

describe('indianDay', () => {
  it('dates an instant by the day in India, not in UTC', () => {
    // 02:36 IST on 29 November is 21:06 UTC on the 28th.
    const early = new Date('2026-11-28T21:06:00Z');
    expect(indianDay(early)).toBe('2026-11-29');
    expect(formatIndianDate(early)).toBe('29 November 2026');
    // 23:59 IST on 29 November is 18:29 UTC the same day; 00:00 IST on the 30th is 18:30 UTC on the 29th.
    expect(indianDay(new Date('2026-11-29T18:29:59Z'))).toBe('2026-11-29');
    expect(indianDay(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    // New year in India comes five and a half hours before UTC's.
    expect(indianDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});
