import { describe, expect, it } from 'vitest';
import { kmBetween, pointAt } from './venue-distance.js';

const BIEC = { latitude: 13.062, longitude: 77.475 };
const KTPO = { latitude: 12.986, longitude: 77.729 };

describe('kmBetween', () => {
  it('measures in a straight line, to one decimal', () => {
    // BIEC on Tumkur Road to KTPO in Whitefield: about 29 km across Bangalore.
    expect(kmBetween(BIEC, KTPO)).toBeCloseTo(28.8, 0);
    expect(kmBetween(KTPO, BIEC)).toBe(kmBetween(BIEC, KTPO));
    expect(kmBetween(BIEC, BIEC)).toBe(0);
  });
});

describe('pointAt', () => {
  it('puts a point the asked distance away, in any direction', () => {
    for (const bearing of [0, 45, 90, 180, 270, 333]) {
      for (const km of [0.3, 2.5, 12]) expect(kmBetween(BIEC, pointAt(BIEC, km, bearing))).toBeCloseTo(km, 1);
    }
  });
});
