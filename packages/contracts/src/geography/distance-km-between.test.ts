import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCityByName } from './city-lookups.js';
import { distanceKmBetween } from './distance-km-between.js';
import { INDIAN_CITIES } from './india-states.js';

const city = (name: string) => {
  const found = findCityByName(name);
  if (!found) throw new Error(`${name} is missing from the data.`);
  return found;
};

describe('distance between cities', () => {
  it('measures Mumbai to New Delhi as about 1150 km in a straight line', () => {
    expect(Math.abs(distanceKmBetween(city('Mumbai'), city('New Delhi')) - 1150)).toBeLessThanOrEqual(20);
  });

  it('measures Chennai to Bangalore as about 290 km', () => {
    expect(Math.abs(distanceKmBetween(city('Chennai'), city('Bangalore')) - 290)).toBeLessThanOrEqual(10);
  });

  it('gives whole kilometres, zero from a city to itself, the same both ways', () => {
    const anyCity = fc.constantFrom(...INDIAN_CITIES);
    fc.assert(
      fc.property(anyCity, anyCity, (a, b) => {
        const there = distanceKmBetween(a, b);
        expect(Number.isInteger(there)).toBe(true);
        expect(there).toBe(distanceKmBetween(b, a));
        expect(distanceKmBetween(a, a)).toBe(0);
        // No two places in India are farther apart than about 3,500 km.
        expect(there).toBeLessThan(3500);
      }),
    );
  });
});
