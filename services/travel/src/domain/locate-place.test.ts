import { describe, expect, it } from 'vitest';
import { cityByCode, locatePlace } from './locate-place.js';

describe('locatePlace', () => {
  it('places a city by its name, another name or its code', () => {
    expect(locatePlace('Mumbai')).toMatchObject({ city: { name: 'Mumbai', code: 'BOM' }, latitude: 19.08, longitude: 72.88 });
    expect(locatePlace('  bengaluru ')?.city.name).toBe('Bangalore');
    expect(locatePlace('Delhi')?.city.name).toBe('New Delhi');
    expect(locatePlace('maa')?.city.name).toBe('Chennai');
  });

  it('places a venue at its own coordinates', () => {
    expect(locatePlace('Bharat Mandapam')).toMatchObject({ city: { name: 'New Delhi' }, latitude: 28.618, longitude: 77.243 });
    expect(locatePlace('BIEC, Tumkur Road')?.city.name).toBe('Bangalore');
  });

  it('finds the city an address ends with, postcode and all', () => {
    expect(locatePlace('Plot 12, MIDC Bhosari, Pune 411026')?.city.name).toBe('Pune');
    expect(locatePlace('12 Park Street, Kolkata, West Bengal')?.city.name).toBe('Kolkata');
    expect(locatePlace('Knowledge Park II, Greater Noida')?.city.name).toBe('Noida');
    expect(locatePlace('Sector 17, Chandigarh')?.city.name).toBe('Chandigarh');
  });

  it('answers null when nothing is a known place', () => {
    expect(locatePlace('Atlantis')).toBeNull();
    expect(locatePlace('')).toBeNull();
    expect(locatePlace('123 Main Street')).toBeNull();
  });
});

describe('cityByCode', () => {
  it('finds a city by its code, ignoring case', () => {
    expect(cityByCode('blr')?.name).toBe('Bangalore');
    expect(cityByCode('XXX')).toBeUndefined();
  });
});
