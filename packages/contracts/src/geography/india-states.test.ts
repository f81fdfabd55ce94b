import { describe, expect, it } from 'vitest';
import { citySchema } from './city.js';
import { CITY_ALIASES, INDIAN_CITIES, INDIAN_STATES } from './india-states.js';
import { stateSchema } from './state.js';

/** The planner's built-in states and their cities (see docs/planner.md#built-in-geography). */
const BUILT_IN_STATES: Record<string, string[]> = {
  Delhi: ['New Delhi', 'Gurgaon', 'Noida'],
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  Karnataka: ['Bangalore', 'Mysore', 'Mangalore'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai'],
  'West Bengal': ['Kolkata', 'Durgapur'],
  'Andhra Pradesh': ['Hyderabad', 'Vijayawada', 'Visakhapatnam'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara'],
  Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur'],
  Kerala: ['Kochi', 'Thiruvananthapuram'],
  Punjab: ['Chandigarh', 'Amritsar'],
  'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Agra'],
  'Madhya Pradesh': ['Bhopal', 'Indore'],
};

/** ISO 3166-2:IN: 28 states and 8 union territories. */
const ISO_CODES = [
  'IN-AP',
  'IN-AR',
  'IN-AS',
  'IN-BR',
  'IN-CG',
  'IN-GA',
  'IN-GJ',
  'IN-HR',
  'IN-HP',
  'IN-JH',
  'IN-KA',
  'IN-KL',
  'IN-MP',
  'IN-MH',
  'IN-MN',
  'IN-ML',
  'IN-MZ',
  'IN-NL',
  'IN-OD',
  'IN-PB',
  'IN-RJ',
  'IN-SK',
  'IN-TN',
  'IN-TS',
  'IN-TR',
  'IN-UP',
  'IN-UK',
  'IN-WB',
  'IN-AN',
  'IN-CH',
  'IN-DH',
  'IN-DL',
  'IN-JK',
  'IN-LA',
  'IN-LD',
  'IN-PY',
];

describe('the states and cities of India', () => {
  it('covers all 28 states and 8 union territories under their ISO codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.map((state) => state.code).sort()).toEqual([...ISO_CODES].sort());
  });

  it('keeps the twelve built-in states with exactly their cities, in order', () => {
    for (const [stateName, cities] of Object.entries(BUILT_IN_STATES)) {
      const state = INDIAN_STATES.find((candidate) => candidate.name === stateName);
      expect(
        state?.cities.map((city) => city.name),
        stateName,
      ).toEqual(cities);
    }
    expect(INDIAN_STATES.slice(0, 12).map((state) => state.name)).toEqual(Object.keys(BUILT_IN_STATES));
  });

  it('includes the states beyond the built-in twelve with their main cities', () => {
    const citiesOf = (name: string) => INDIAN_STATES.find((state) => state.name === name)?.cities.map((city) => city.name);
    expect(citiesOf('Goa')).toEqual(['Panaji', 'Margao']);
    expect(citiesOf('Telangana')).toContain('Warangal');
    expect(citiesOf('Haryana')).toContain('Faridabad');
    expect(citiesOf('Bihar')).toContain('Patna');
    expect(citiesOf('Odisha')).toContain('Bhubaneswar');
    expect(citiesOf('Assam')).toContain('Guwahati');
  });

  it('gives every state one to four cities', () => {
    for (const state of INDIAN_STATES) {
      expect(state.cities.length, state.name).toBeGreaterThanOrEqual(1);
      expect(state.cities.length, state.name).toBeLessThanOrEqual(4);
    }
  });

  it('uses each state code, state name, city code and city name once', () => {
    const unique = (values: string[]) => new Set(values.map((value) => value.toLowerCase())).size === values.length;
    expect(unique(INDIAN_STATES.map((state) => state.code))).toBe(true);
    expect(unique(INDIAN_STATES.map((state) => state.name))).toBe(true);
    expect(unique(INDIAN_CITIES.map((city) => city.code))).toBe(true);
    expect(unique(INDIAN_CITIES.map((city) => city.name))).toBe(true);
  });

  it('never lets another name of a city shadow a real city name', () => {
    const names = new Set(INDIAN_CITIES.map((city) => city.name.toLowerCase()));
    for (const [alias, target] of CITY_ALIASES) {
      expect(names.has(alias), alias).toBe(false);
      expect(names.has(target.toLowerCase()), target).toBe(true);
    }
  });

  it('lists in each state exactly the cities that name it as their state', () => {
    for (const state of INDIAN_STATES) {
      const cities = INDIAN_CITIES.filter((city) => city.stateCode === state.code);
      expect(cities.map((city) => ({ name: city.name, code: city.code }))).toEqual(state.cities);
      expect(cities.every((city) => city.state === state.name)).toBe(true);
    }
  });

  it('passes its own schemas', () => {
    for (const city of INDIAN_CITIES) expect(citySchema.safeParse(city).success, city.name).toBe(true);
    for (const state of INDIAN_STATES) expect(stateSchema.safeParse(state).success, state.name).toBe(true);
  });

  it('places every city inside India', () => {
    for (const city of INDIAN_CITIES) {
      expect(city.latitude, city.name).toBeGreaterThanOrEqual(6);
      expect(city.latitude, city.name).toBeLessThanOrEqual(37.5);
      expect(city.longitude, city.name).toBeGreaterThanOrEqual(68);
      expect(city.longitude, city.name).toBeLessThanOrEqual(97.5);
    }
  });

  it('keeps the landing page promise of coverage of 17+ Indian states', () => {
    expect(INDIAN_STATES.length).toBeGreaterThanOrEqual(17);
  });

  it('cannot be changed by a caller', () => {
    const mumbai = INDIAN_CITIES.find((city) => city.name === 'Mumbai');
    expect(Object.isFrozen(mumbai)).toBe(true);
    expect(Object.isFrozen(INDIAN_STATES[0]?.cities)).toBe(true);
  });
});
