import { describe, expect, it } from 'vitest';
import { arrivalDayOffset, cabinLabel, clockTimeOf, stopsLabel } from './flight-display.js';

describe('stopsLabel', () => {
  it('names nonstop flights and counts stops', () => {
    expect(stopsLabel(0)).toBe('Non-stop');
    expect(stopsLabel(1)).toBe('1 stop');
    expect(stopsLabel(2)).toBe('2 stops');
  });
});

describe('clockTimeOf', () => {
  it('reads the local time from the timestamp, not the browser zone', () => {
    expect(clockTimeOf('2026-12-14T06:05:00+05:30')).toBe('06:05');
    expect(clockTimeOf('2026-12-14T23:55:00Z')).toBe('23:55');
  });

  it('shows an unexpected value as it came', () => {
    expect(clockTimeOf('6:05 am')).toBe('6:05 am');
  });
});

describe('arrivalDayOffset', () => {
  it('is 0 on the same day and counts days across midnight and month ends', () => {
    expect(arrivalDayOffset('2026-12-14T06:05:00+05:30', '2026-12-14T08:10:00+05:30')).toBe(0);
    expect(arrivalDayOffset('2026-12-14T22:30:00+05:30', '2026-12-15T01:05:00+05:30')).toBe(1);
    expect(arrivalDayOffset('2026-12-31T22:30:00+05:30', '2027-01-01T01:05:00+05:30')).toBe(1);
  });

  it('is 0 when either time cannot be read', () => {
    expect(arrivalDayOffset('soon', '2026-12-15T01:05:00+05:30')).toBe(0);
  });
});

describe('cabinLabel', () => {
  it('capitalises each word', () => {
    expect(cabinLabel('economy')).toBe('Economy');
    expect(cabinLabel('premium_economy')).toBe('Premium Economy');
  });
});
