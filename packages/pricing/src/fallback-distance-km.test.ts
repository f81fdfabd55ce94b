import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fallbackDistanceKm } from './fallback-distance-km.js';

describe('fallback distance', () => {
  it('gives Mumbai to Delhi as 1400 km, whichever way round and however Delhi is written', () => {
    expect(fallbackDistanceKm('Mumbai', 'Delhi')).toBe(1400);
    expect(fallbackDistanceKm('New Delhi', 'Mumbai')).toBe(1400);
    expect(fallbackDistanceKm(' mumbai ', 'NEW DELHI')).toBe(1400);
  });

  it('knows the distances between other major cities', () => {
    expect(fallbackDistanceKm('Mumbai', 'Pune')).toBe(150);
    expect(fallbackDistanceKm('Bangalore', 'Chennai')).toBe(350);
    expect(fallbackDistanceKm('Delhi', 'Jaipur')).toBe(280);
    expect(fallbackDistanceKm('Bengaluru', 'Hyderabad')).toBe(570);
  });

  it('gives 50 km within one city, ignoring case and other names', () => {
    expect(fallbackDistanceKm('Mumbai', 'mumbai')).toBe(50);
    expect(fallbackDistanceKm('Delhi', 'New Delhi')).toBe(50);
    expect(fallbackDistanceKm('Bombay', 'Mumbai')).toBe(50);
    expect(fallbackDistanceKm('Atlantis', 'atlantis')).toBe(50);
  });

  it('gives 200 km between two cities of one state with no listed distance', () => {
    expect(fallbackDistanceKm('Nagpur', 'Nashik')).toBe(200);
    expect(fallbackDistanceKm('Hyderabad', 'Vijayawada')).toBe(200);
  });

  it('gives 800 km between two Indian cities of different states with no listed distance', () => {
    expect(fallbackDistanceKm('Nagpur', 'Madurai')).toBe(800);
    expect(fallbackDistanceKm('Patna', 'Panaji')).toBe(800);
  });

  it('gives 1000 km when a city is not in the list of Indian cities', () => {
    expect(fallbackDistanceKm('Mumbai', 'Dubai')).toBe(1000);
    expect(fallbackDistanceKm('Atlantis', 'El Dorado')).toBe(1000);
  });

  it('gives 500 km while a city is not chosen yet', () => {
    expect(fallbackDistanceKm('', 'Mumbai')).toBe(500);
    expect(fallbackDistanceKm('Mumbai', '   ')).toBe(500);
  });

  it('is the same both ways round for any two names', () => {
    const name = fc.oneof(fc.constantFrom('Mumbai', 'Delhi', 'New Delhi', 'Pune', 'Nagpur', 'Kochi', 'Dubai', ''), fc.string());
    fc.assert(fc.property(name, name, (a, b) => fallbackDistanceKm(a, b) === fallbackDistanceKm(b, a)));
  });
});
