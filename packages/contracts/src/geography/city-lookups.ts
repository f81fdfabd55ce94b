import type { City } from './city.js';
import { CITY_ALIASES, INDIAN_CITIES } from './india-states.js';
import type { State } from './state.js';
import { findState } from './state-lookups.js';

/** The cities of one state in the order its select lists them; an unknown code has none. */
export function citiesByStateCode(stateCode: string): City[] {
  const wanted = stateCode.trim().toUpperCase();
  return INDIAN_CITIES.filter((city) => city.stateCode === wanted);
}

/** Every city that hosts a major trade-show venue, sorted by name. */
export function exhibitionHubs(): City[] {
  return INDIAN_CITIES.filter((city) => city.isExhibitionHub).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Each city's lower-cased names, its own first, for searching. */
const SEARCH_NAMES: ReadonlyMap<string, string[]> = new Map(
  INDIAN_CITIES.map((city) => [city.name, [city.name.toLowerCase(), ...[...CITY_ALIASES].filter(([, name]) => name === city.name).map(([alias]) => alias)]]),
);

/**
 * Cities whose name, other names or code contain the text, ignoring case; blank text finds none.
 * Cities whose code equals the text or whose name starts with it come first, the rest follow,
 * each group sorted by name, so typing "agar" offers Agartala before Itanagar and Srinagar.
 */
export function searchCities(text: string): City[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [];
  const ranked = INDIAN_CITIES.flatMap((city) => {
    const names = SEARCH_NAMES.get(city.name) ?? [];
    const code = city.code.toLowerCase();
    if (code === wanted || names.some((name) => name.startsWith(wanted))) return [{ city, rank: 0 }];
    if (code.includes(wanted) || names.some((name) => name.includes(wanted))) return [{ city, rank: 1 }];
    return [];
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.city.name.localeCompare(b.city.name, 'en')).map(({ city }) => city);
}

/**
 * The city with exactly this name, ignoring case and surrounding spaces. A city's other name
 * counts too (`Bengaluru`, `Bombay`, and `Delhi` for New Delhi), so what people type still resolves.
 */
export function findCityByName(name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  const canonical = CITY_ALIASES.get(wanted) ?? wanted;
  return INDIAN_CITIES.find((city) => city.name.toLowerCase() === canonical.toLowerCase());
}

/** The state a city is listed under, found by the city's name. */
export function stateOfCity(name: string): State | undefined {
  const city = findCityByName(name);
  return city ? findState(city.stateCode) : undefined;
}
