import { describe, expect, it } from 'vitest';
import { formatFlightTimes } from './flight-times.js';

describe('formatFlightTimes', () => {
  it('reads IST offsets as the clock in India with the departure day', () => {
    expect(formatFlightTimes('2027-01-23T06:05:00+05:30', '2027-01-23T07:45:00+05:30')).toBe('06:05 → 07:45, Sat 23 Jan');
  });

  it('converts UTC times to IST', () => {
    expect(formatFlightTimes('2027-01-23T00:35:00Z', '2027-01-23T02:15:00Z')).toBe('06:05 → 07:45, Sat 23 Jan');
  });

  it('marks an arrival on the next day', () => {
    expect(formatFlightTimes('2027-01-23T22:10:00+05:30', '2027-01-24T00:40:00+05:30')).toBe('22:10 → 00:40 (+1), Sat 23 Jan');
  });

  it('shows unreadable times as given', () => {
    expect(formatFlightTimes('soon', 'later')).toBe('soon → later');
  });
});
