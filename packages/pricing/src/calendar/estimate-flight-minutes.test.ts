import { describe, expect, it } from 'vitest';
import { estimateFlightMinutes } from './estimate-flight-minutes.js';

describe('estimateFlightMinutes', () => {
  it('flies at 600 km an hour', () => {
    // Mumbai–Delhi 1400 km: 1400 / 600 h = 2.333 h = 140 min.
    expect(estimateFlightMinutes(1400)).toBe(140);
    // 95 km: 9.5 min → 10.
    expect(estimateFlightMinutes(95)).toBe(10);
  });

  it('gives 0 without a usable distance', () => {
    expect(estimateFlightMinutes(0)).toBe(0);
    expect(estimateFlightMinutes(-50)).toBe(0);
    expect(estimateFlightMinutes(Number.NaN)).toBe(0);
    expect(estimateFlightMinutes(Number.POSITIVE_INFINITY)).toBe(0);
    expect(estimateFlightMinutes(undefined)).toBe(0);
  });
});
