import { formatIsoDuration } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { isoDurationFromMinutes } from './iso-duration.js';

describe('isoDurationFromMinutes', () => {
  it('writes hours and minutes as ISO 8601', () => {
    expect(isoDurationFromMinutes(150)).toBe('PT2H30M');
    expect(isoDurationFromMinutes(125)).toBe('PT2H5M');
    expect(isoDurationFromMinutes(45)).toBe('PT45M');
    expect(isoDurationFromMinutes(180)).toBe('PT3H');
    expect(isoDurationFromMinutes(0)).toBe('PT0M');
    // Overnight itineraries stay in hours rather than days.
    expect(isoDurationFromMinutes(26 * 60 + 10)).toBe('PT26H10M');
  });

  it('is read back by the flight card as the same time', () => {
    expect(formatIsoDuration(isoDurationFromMinutes(150))).toBe('2h 30m');
    expect(formatIsoDuration(isoDurationFromMinutes(45))).toBe('45m');
    expect(formatIsoDuration(isoDurationFromMinutes(120))).toBe('2h');
  });

  it('refuses a negative or unreadable time', () => {
    expect(() => isoDurationFromMinutes(-5)).toThrow(RangeError);
    expect(() => isoDurationFromMinutes(Number.NaN)).toThrow(RangeError);
  });
});
