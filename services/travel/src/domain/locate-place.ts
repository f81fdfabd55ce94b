import { type City, findCityByName, INDIAN_CITIES } from '@stallplan/contracts';
import { venueNamedIn } from './exhibition-venues.js';

export interface LocatedCity {
  city: City;
  latitude: number;
  longitude: number;
}

/** A city by its code (`BOM`), ignoring case. */
export function cityByCode(code: string): City | undefined {
  const wanted = code.trim().toUpperCase();
  return INDIAN_CITIES.find((city) => city.code === wanted);
}

const MAX_WORDS_IN_CITY_NAME = 3;

/** The last city a run of up to three words names, reading from the end as addresses end with the city. */
function cityInWords(text: string): City | undefined {
  const words = text.split(/[^A-Za-z]+/).filter(Boolean);
  for (let end = words.length; end > 0; end -= 1) {
    for (let size = Math.min(MAX_WORDS_IN_CITY_NAME, end); size > 0; size -= 1) {
      const city = findCityByName(words.slice(end - size, end).join(' '));
      if (city) return city;
    }
  }
  return undefined;
}

/**
 * Places a city name or an address: a city or one of its other names (`Bombay`), a city code,
 * a venue (`Bharat Mandapam` gives its own coordinates), else the last city named in the address
 * (`Hall 5, Pragati Maidan, New Delhi 110001`). Null when nothing in the text is a known place.
 */
export function locatePlace(text: string): LocatedCity | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const direct = findCityByName(trimmed) ?? (/^[A-Za-z]{3}$/.test(trimmed) ? cityByCode(trimmed) : undefined);
  if (direct) return { city: direct, latitude: direct.latitude, longitude: direct.longitude };
  const venue = venueNamedIn(trimmed);
  const venueCity = venue ? findCityByName(venue.city) : undefined;
  if (venue && venueCity) return { city: venueCity, latitude: venue.latitude, longitude: venue.longitude };
  const city = cityInWords(trimmed);
  return city ? { city, latitude: city.latitude, longitude: city.longitude } : null;
}
