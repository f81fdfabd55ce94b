import { describe, expect, it } from 'vitest';
import { citiesByStateCode, exhibitionHubs, findCityByName, searchCities, stateOfCity } from './city-lookups.js';

const names = (cities: Array<{ name: string }>) => cities.map((city) => city.name);

describe('cities by state code', () => {
  it('gives the cities of a state in their listed order', () => {
    expect(names(citiesByStateCode('IN-MH'))).toEqual(['Mumbai', 'Pune', 'Nagpur', 'Nashik']);
    expect(names(citiesByStateCode('in-dl'))).toEqual(['New Delhi', 'Gurgaon', 'Noida']);
  });

  it('gives no cities for an unknown or blank code', () => {
    expect(citiesByStateCode('IN-ZZ')).toEqual([]);
    expect(citiesByStateCode('')).toEqual([]);
  });
});

describe('exhibition hubs', () => {
  it('lists only hubs, sorted by name, including the major venue cities', () => {
    const hubs = exhibitionHubs();
    expect(hubs.every((city) => city.isExhibitionHub)).toBe(true);
    expect(names(hubs)).toEqual([...names(hubs)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names(hubs)).toEqual(expect.arrayContaining(['New Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad', 'Panaji']));
    expect(names(hubs)).not.toContain('Nashik');
  });
});

describe('search cities', () => {
  it('finds a city by part of its name, ignoring case', () => {
    expect(names(searchCities('mum'))).toEqual(['Mumbai']);
    expect(names(searchCities('DELHI'))).toContain('New Delhi');
  });

  it('finds a city by its code', () => {
    expect(names(searchCities('BLR'))).toEqual(['Bangalore']);
    expect(names(searchCities('bom'))).toEqual(['Mumbai']);
  });

  it('finds a city by its other name', () => {
    expect(names(searchCities('bengal'))).toContain('Bangalore');
  });

  it('puts names that start with the text before names that only contain it', () => {
    expect(names(searchCities('agar'))).toEqual(['Agartala', 'Itanagar', 'Karimnagar', 'Srinagar']);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(searchCities('')).toEqual([]);
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('xyzzy')).toEqual([]);
  });
});

describe('find city by name', () => {
  it('finds the city with exactly that name, ignoring case and spaces', () => {
    expect(findCityByName('Mumbai')?.code).toBe('BOM');
    expect(findCityByName('  bangalore ')?.code).toBe('BLR');
    expect(findCityByName('HYDERABAD')).toMatchObject({ state: 'Andhra Pradesh', stateCode: 'IN-AP' });
  });

  it('accepts a city’s other names', () => {
    expect(findCityByName('Bengaluru')?.name).toBe('Bangalore');
    expect(findCityByName('delhi')?.name).toBe('New Delhi');
    expect(findCityByName('Gurugram')?.name).toBe('Gurgaon');
  });

  it('does not match part of a name', () => {
    expect(findCityByName('Mum')).toBeUndefined();
    expect(findCityByName('Atlantis')).toBeUndefined();
    expect(findCityByName('')).toBeUndefined();
  });
});

describe('state of a city', () => {
  it('gives the state the city is listed under', () => {
    expect(stateOfCity('Pune')?.code).toBe('IN-MH');
    expect(stateOfCity('gurgaon')?.name).toBe('Delhi');
    expect(stateOfCity('Chandigarh')?.name).toBe('Punjab');
    expect(stateOfCity('Panaji')?.name).toBe('Goa');
  });

  it('gives nothing for an unknown city', () => {
    expect(stateOfCity('Atlantis')).toBeUndefined();
  });
});
