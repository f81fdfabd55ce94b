import { describe, expect, it } from 'vitest';
import { DEFAULT_STAY_NIGHTS, stayNights } from './stay-nights.js';

describe('stayNights', () => {
  it('counts the nights between check-in and check-out', () => {
    // 13 − 10 = 3.
    expect(stayNights('2026-03-10', '2026-03-13')).toBe(3);
    // 31 December to 2 January: 2.
    expect(stayNights('2026-12-31', '2027-01-02')).toBe(2);
    expect(stayNights('2026-03-10', '2026-03-10')).toBe(0);
  });

  it('never goes below 0', () => {
    expect(stayNights('2026-03-13', '2026-03-10')).toBe(0);
  });

  it('assumes 3 nights when a date is missing or unreadable', () => {
    expect(DEFAULT_STAY_NIGHTS).toBe(3);
    expect(stayNights(undefined, '2026-03-13')).toBe(3);
    expect(stayNights('2026-03-10', '')).toBe(3);
    expect(stayNights('2026-13-01', '2026-03-13')).toBe(3);
  });
});
