import { findCityByName, stateOfCity } from '@stallplan/contracts';

/** The distances used when no better estimate exists (see docs/planner.md#distance-estimates). */
export const SAME_CITY_KM = 50;
export const SAME_STATE_KM = 200;
export const UNKNOWN_PAIR_IN_INDIA_KM = 800;
export const UNKNOWN_PAIR_KM = 1000;
export const CITY_NOT_CHOSEN_KM = 500;

/** Rough road distances between major cities, in km, each pair written once. Names as the geography spells them. */
const KNOWN_PAIRS: ReadonlyArray<readonly [string, string, number]> = [
  ['Mumbai', 'New Delhi', 1400],
  ['Mumbai', 'Bangalore', 980],
  ['Mumbai', 'Chennai', 1330],
  ['Mumbai', 'Kolkata', 1960],
  ['Mumbai', 'Hyderabad', 710],
  ['Mumbai', 'Pune', 150],
  ['Mumbai', 'Ahmedabad', 530],
  ['Mumbai', 'Panaji', 590],
  ['Mumbai', 'Nagpur', 830],
  ['New Delhi', 'Kolkata', 1500],
  ['New Delhi', 'Bangalore', 2150],
  ['New Delhi', 'Chennai', 2200],
  ['New Delhi', 'Hyderabad', 1550],
  ['New Delhi', 'Jaipur', 280],
  ['New Delhi', 'Ahmedabad', 950],
  ['New Delhi', 'Chandigarh', 250],
  ['New Delhi', 'Lucknow', 550],
  ['New Delhi', 'Agra', 230],
  ['Chennai', 'Bangalore', 350],
  ['Chennai', 'Hyderabad', 630],
  ['Chennai', 'Kolkata', 1670],
  ['Hyderabad', 'Bangalore', 570],
  ['Bangalore', 'Kochi', 550],
  ['Bangalore', 'Kolkata', 1870],
  ['Bangalore', 'Pune', 840],
  ['Ahmedabad', 'Pune', 660],
];

const pairKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('|');

const KNOWN_DISTANCES: ReadonlyMap<string, number> = new Map(KNOWN_PAIRS.map(([a, b, km]) => [pairKey(a, b), km]));

/** The name the geography uses for a city (so "Delhi" and "Bombay" resolve), else the text as typed. */
const canonicalName = (city: string) => findCityByName(city)?.name ?? city.trim();

/**
 * A distance in km between two cities named as a person typed them, when nothing better is known:
 * no city chosen 500, the same city 50, a listed pair its distance, the same state 200, two other
 * Indian cities 800, and 1000 when either city is not in the list of Indian cities.
 */
export function fallbackDistanceKm(cityA: string, cityB: string): number {
  if (cityA.trim() === '' || cityB.trim() === '') return CITY_NOT_CHOSEN_KM;
  const a = canonicalName(cityA);
  const b = canonicalName(cityB);
  if (a.toLowerCase() === b.toLowerCase()) return SAME_CITY_KM;
  const known = KNOWN_DISTANCES.get(pairKey(a, b));
  if (known !== undefined) return known;
  const stateA = stateOfCity(a);
  const stateB = stateOfCity(b);
  if (!stateA || !stateB) return UNKNOWN_PAIR_KM;
  return stateA.code === stateB.code ? SAME_STATE_KM : UNKNOWN_PAIR_IN_INDIA_KM;
}
