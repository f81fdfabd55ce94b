import { describe, expect, it } from 'vitest';
import { missingCitiesFor } from './missing-cities.js';

describe('missingCitiesFor', () => {
  it('asks flights for both cities', () => {
    expect(missingCitiesFor('flights', { originCity: '', destinationCity: ' ' })).toEqual(['Departure City', 'Arrival City']);
    expect(missingCitiesFor('flights', { originCity: '', destinationCity: 'Bangalore' })).toEqual(['Departure City']);
    expect(missingCitiesFor('flights', { originCity: 'Mumbai', destinationCity: 'Bangalore' })).toEqual([]);
  });

  it('asks hotels and logistics for the destination only', () => {
    for (const kind of ['hotels', 'logistics'] as const) {
      expect(missingCitiesFor(kind, { originCity: '', destinationCity: 'Bangalore' })).toEqual([]);
      expect(missingCitiesFor(kind, { originCity: 'Mumbai', destinationCity: '' })).toEqual(['Arrival City']);
    }
  });
});
