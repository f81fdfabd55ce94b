import type { TradeEvent } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { hotelSearchVenue } from './hotel-venue.js';

const show = (overrides: Partial<TradeEvent>): TradeEvent => ({
  id: 'imtex',
  name: 'IMTEX',
  city: 'Bangalore',
  venue: 'Bangalore International Exhibition Centre (BIEC)',
  months: [1],
  industries: ['Manufacturing'],
  typicalVisitors: 80000,
  typicalExhibitors: 1000,
  typicalBoothCostPerSqm: 14000,
  typicalBuiltUpCostPerSqm: 16000,
  difficulty: 'intermediate',
  description: 'Machine tools.',
  ...overrides,
});

const events = [show({}), show({ id: 'acrex', name: 'ACREX India', city: 'Mumbai', venue: 'Bombay Exhibition Centre, Goregaon' })];

describe('hotelSearchVenue', () => {
  it("is the named show's venue when the team stays in the show's city", () => {
    expect(hotelSearchVenue({ exhibitionName: 'IMTEX 2027', destinationCity: 'Bangalore' }, events)).toBe('Bangalore International Exhibition Centre (BIEC)');
    // The city by another of its names.
    expect(hotelSearchVenue({ exhibitionName: 'imtex', destinationCity: 'Bengaluru' }, events)).toBe('Bangalore International Exhibition Centre (BIEC)');
  });

  it('is none for a show in another city, a show not in the catalogue, or no show', () => {
    expect(hotelSearchVenue({ exhibitionName: 'IMTEX', destinationCity: 'Mumbai' }, events)).toBeUndefined();
    expect(hotelSearchVenue({ exhibitionName: 'Our own roadshow', destinationCity: 'Bangalore' }, events)).toBeUndefined();
    expect(hotelSearchVenue({ exhibitionName: '', destinationCity: 'Bangalore' }, events)).toBeUndefined();
    expect(hotelSearchVenue({ exhibitionName: 'IMTEX', destinationCity: 'Bangalore' }, [])).toBeUndefined();
  });
});
