import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDayRange, formatIndianDay } from './format-day.js';

describe('bid dates', () => {
  it('shows calendar days the same wherever the reader is', () => {
    expect(formatCalendarDay('2027-01-20')).toBe('20 Jan 2027');
    expect(formatCalendarDay('soon')).toBe('soon');
    expect(formatDayRange('2027-01-20', '2027-01-22')).toBe('20 Jan 2027 to 22 Jan 2027');
    expect(formatDayRange('2027-01-20', '2027-01-20')).toBe('20 Jan 2027');
  });

  it('shows instants as their day in India', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatIndianDay('2027-01-05T20:00:00Z')).toBe('6 Jan 2027');
    expect(formatIndianDay('never')).toBe('');
  });
});
