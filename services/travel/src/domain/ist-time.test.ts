import { describe, expect, it } from 'vitest';
import { dayOfWeek, istTimestamp } from './ist-time.js';

describe('istTimestamp', () => {
  it('writes a local time in India with its offset', () => {
    expect(istTimestamp('2026-12-01', 6 * 60 + 5)).toBe('2026-12-01T06:05:00+05:30');
    expect(istTimestamp('2026-12-01', 0)).toBe('2026-12-01T00:00:00+05:30');
  });

  it('rolls past midnight into the next day, across a month end', () => {
    expect(istTimestamp('2026-12-31', 23 * 60 + 30 + 45)).toBe('2027-01-01T00:15:00+05:30');
  });
});

describe('dayOfWeek', () => {
  it('counts from Sunday', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-27')).toBe(5);
  });
});
