import { findCityByName } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { ROAD_FACTOR, roadDistance, roadKmFromGreatCircle } from './road-distance.js';

const at = (name: string) => {
  const city = findCityByName(name);
  if (!city) throw new Error(`${name} is not in the geography`);
  return { text: name, place: { city: city.name, latitude: city.latitude, longitude: city.longitude } };
};
const unknown = (text: string) => ({ text, place: null });

describe('roadDistance', () => {
  it('is the great-circle distance times the road factor between located places', () => {
    // 1,148 km as the crow flies; about 1,400 km by NH48.
    expect(roadDistance(at('Mumbai'), at('New Delhi'))).toEqual({ distanceKm: 1_434, durationMinutes: 143, method: 'geodesic' });
    expect(roadKmFromGreatCircle(100)).toBe(100 * ROAD_FACTOR);
  });

  it('gives the estimated flight minutes for the distance it reports (distance / 600 h)', () => {
    const { distanceKm, durationMinutes } = roadDistance(at('Chennai'), at('Bangalore'));
    expect(durationMinutes).toBe(Math.round((distanceKm / 600) * 60));
  });

  it('falls back to the fixed figures when a place is unknown or both are the same', () => {
    expect(roadDistance(at('Mumbai'), unknown('Atlantis'))).toEqual({ distanceKm: 1_000, durationMinutes: 100, method: 'fallback' });
    expect(roadDistance(unknown('Bombay'), unknown('Delhi'))).toMatchObject({ distanceKm: 1_400, method: 'fallback' });
    expect(roadDistance(at('Pune'), at('Pune'))).toMatchObject({ distanceKm: 50, method: 'fallback' });
    expect(roadDistance(unknown(''), at('Pune'))).toMatchObject({ distanceKm: 500, method: 'fallback' });
  });
});
