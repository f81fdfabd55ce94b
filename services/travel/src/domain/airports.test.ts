import { type City, findCityByName, INDIAN_CITIES } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { AIRPORTS, airportFor, connectingHub } from './airports.js';

const city = (name: string): City => {
  const found = findCityByName(name);
  if (!found) throw new Error(`${name} is not in the geography`);
  return found;
};
const airport = (name: string) => airportFor(city(name));

describe('airportFor', () => {
  it("is the city's own airport when it has one", () => {
    expect(airport('Mumbai')).toMatchObject({ code: 'BOM', tier: 'metro' });
    expect(airport('Pune')).toMatchObject({ code: 'PNQ', tier: 'major' });
    expect(airport('Udaipur')).toMatchObject({ code: 'UDR', tier: 'regional' });
  });

  it('is the nearest airport with flights for a city without one', () => {
    expect(airport('Gurgaon').code).toBe('DEL');
    expect(airport('Noida').code).toBe('DEL');
    expect(airport('Margao').code).toBe('GOI');
    expect(airport('Bhilai').code).toBe('RPR');
    expect(airport('Cuttack').code).toBe('BBI');
  });

  it('gives every city of the geography an airport', () => {
    for (const each of INDIAN_CITIES) expect(AIRPORTS.map((a) => a.code)).toContain(airportFor(each).code);
  });
});

describe('connectingHub', () => {
  it('connects through the metro with the shortest detour, never an end of the trip', () => {
    expect(connectingHub(airport('Nagpur'), airport('Kochi')).code).toBe('HYD');
    expect(connectingHub(airport('Udaipur'), airport('Guwahati')).code).toBe('DEL');
    expect(connectingHub(airport('Mumbai'), airport('New Delhi')).code).not.toMatch(/^(BOM|DEL)$/);
  });
});
