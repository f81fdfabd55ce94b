import { describe, expect, it } from 'vitest';
import { POPULAR_CITIES, popularCities } from './popular-cities.js';

describe('popular cities', () => {
  it('offers 17 different exhibition hubs', () => {
    const cities = popularCities();
    expect(cities).toHaveLength(17);
    expect(new Set(cities.map((city) => city.name)).size).toBe(17);
    expect(cities.every((city) => city.isExhibitionHub)).toBe(true);
  });

  it('starts with the largest markets', () => {
    expect(
      popularCities()
        .slice(0, 3)
        .map((city) => city.name),
    ).toEqual(['Mumbai', 'New Delhi', 'Bangalore']);
  });

  it('hands out a copy, so a caller cannot change the shared list', () => {
    popularCities().pop();
    expect(POPULAR_CITIES).toHaveLength(17);
  });
});
