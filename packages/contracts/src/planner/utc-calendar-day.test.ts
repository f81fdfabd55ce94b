import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, utcToday } from './utc-calendar-day.js';

describe('utc calendar days', () => {
  it('takes today from the UTC clock, whatever the time in India', () => {
    expect(utcToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(utcToday(new Date('2026-11-23T00:00:00+05:30'))).toBe('2026-11-22');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2026-12-01', '2026-12-06')).toBe(5);
    expect(daysBetween('2026-12-06', '2026-12-01')).toBe(-5);
  });
});
