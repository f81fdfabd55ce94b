import { describe, expect, it } from 'vitest';
import { toTimestamp, utcDayNumber } from './calendar-date.js';

describe('toTimestamp', () => {
  it('reads a date as midnight UTC and a zoned date-time as its instant', () => {
    expect(toTimestamp('2026-03-10')).toBe(Date.UTC(2026, 2, 10));
    expect(toTimestamp('2026-03-10T10:30:00+05:30')).toBe(Date.UTC(2026, 2, 10, 5, 0));
    expect(toTimestamp(new Date(Date.UTC(2026, 2, 10)))).toBe(Date.UTC(2026, 2, 10));
  });

  it('refuses days that are not on the calendar and times without a zone', () => {
    expect(toTimestamp('2026-02-31')).toBeUndefined();
    expect(toTimestamp('2026-02-29')).toBeUndefined();
    expect(toTimestamp('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(toTimestamp('2026-03-10T10:30')).toBeUndefined();
    expect(toTimestamp('10/03/2026')).toBeUndefined();
  });
});

describe('utcDayNumber', () => {
  it('counts whole days from 1970-01-01', () => {
    expect(utcDayNumber('1970-01-02')).toBe(1);
    expect(utcDayNumber('2026-03-10T23:59:00Z')).toBe(utcDayNumber('2026-03-10'));
    expect(utcDayNumber(undefined)).toBeUndefined();
  });
});
