import type { City } from './city.js';
import { findCityByName } from './city-lookups.js';

/**
 * The 17 cities offered first, all exhibition hubs: Mumbai, New Delhi, Bangalore, Chennai,
 * Hyderabad, Kolkata, Pune, Ahmedabad, Gurgaon, Noida, Jaipur, Kochi, Chandigarh, Lucknow,
 * Indore, Coimbatore and Panaji.
 */
export const POPULAR_CITY_NAMES = [
  'Mumbai',
  'New Delhi',
  'Bangalore',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Gurgaon',
  'Noida',
  'Jaipur',
  'Kochi',
  'Chandigarh',
  'Lucknow',
  'Indore',
  'Coimbatore',
  'Panaji',
] as const;

function cityNamed(name: string): City {
  const city = findCityByName(name);
  // Only a mistake in this file can get here, so it stops the module from loading.
  if (!city) throw new Error(`The popular city ${name} is missing from the list of Indian cities.`);
  return city;
}

export const POPULAR_CITIES: readonly City[] = Object.freeze(POPULAR_CITY_NAMES.map(cityNamed));

/** The popular cities in the order above, as a list the caller may change. */
export function popularCities(): City[] {
  return [...POPULAR_CITIES];
}
