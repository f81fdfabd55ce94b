import { hotelSearchRequestSchema, flightSearchRequestSchema, logisticsSearchRequestSchema } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import { describe, expect, it } from 'vitest';
import { flightQueriesFrom, geocodeQueryFrom, hotelQueryFrom, logisticsQueryFrom } from './travel-queries.js';

const TODAY = '2026-11-23';

function refusal(run: () => unknown): { statusCode: number; message: string; paths: string[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message, paths: (error.details ?? []).map((d) => d.path) };
    throw error;
  }
  throw new Error('The request was accepted.');
}

describe('flightQueriesFrom', () => {
  it('names cities by code, so other spellings make the same query', () => {
    const request = flightSearchRequestSchema.parse({
      origin: 'Bombay',
      destination: 'delhi',
      departureDate: '2026-12-01',
      returnDate: '2026-12-06',
      passengers: 4,
    });
    expect(flightQueriesFrom(request, TODAY)).toEqual({
      outbound: { origin: 'BOM', destination: 'DEL', date: '2026-12-01', passengers: 4, cabin: 'economy' },
      inbound: { origin: 'DEL', destination: 'BOM', date: '2026-12-06', passengers: 4, cabin: 'economy' },
    });
    const same = flightSearchRequestSchema.parse({ origin: 'Mumbai', destination: 'New Delhi', departureDate: '2026-12-01', passengers: 4 });
    expect(flightQueriesFrom(same, TODAY).outbound).toEqual(flightQueriesFrom(request, TODAY).outbound);
    expect(flightQueriesFrom(same, TODAY)).not.toHaveProperty('inbound');
  });

  it('refuses unknown cities and a past departure with 400, naming every problem', () => {
    const request = flightSearchRequestSchema.parse({ origin: 'Atlantis', destination: 'Pune', departureDate: '2026-11-22' });
    const refused = refusal(() => flightQueriesFrom(request, TODAY));
    expect(refused.statusCode).toBe(400);
    expect(refused.paths).toEqual(['origin', 'departureDate']);
    expect(refused.message).toBe(
      'Origin "Atlantis" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore. Departure date 2026-11-22 is in the past; choose today (2026-11-23) or a later date.',
    );
  });

  it('accepts a departure today', () => {
    const request = flightSearchRequestSchema.parse({ departureDate: TODAY });
    expect(flightQueriesFrom(request, TODAY).outbound.date).toBe(TODAY);
  });
});

describe('hotelQueryFrom', () => {
  it('names the city by code and keeps the stay', () => {
    const request = hotelSearchRequestSchema.parse({ destination: 'Bengaluru', checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 3 });
    expect(hotelQueryFrom(request, TODAY)).toEqual({ city: 'BLR', checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 3, rooms: 1, venue: 'BIEC' });
  });

  it("measures from the city's venue the request names, by any of its names", () => {
    const venueOf = (city: string, venue?: string) => hotelQueryFrom(hotelSearchRequestSchema.parse({ city, checkIn: '2026-12-01', venue }), TODAY).venue;
    expect(venueOf('Bangalore', 'Bangalore International Exhibition Centre (BIEC)')).toBe('BIEC');
    expect(venueOf('Bangalore', 'KTPO, Whitefield')).toBe('KTPO Trade Centre');
    expect(venueOf('New Delhi', 'Yashobhoomi (IICC), Dwarka')).toBe('Yashobhoomi');
    // The catalogue names Greater Noida's mart in Bharat Mandapam's past: the New Delhi venue is the one.
    expect(venueOf('New Delhi', 'Bharat Mandapam, Pragati Maidan (India Expo Centre & Mart, Greater Noida, until 2023)')).toBe('Bharat Mandapam');
  });

  it("measures from the city's main venue when none is named or the named one has no place of ours", () => {
    const venueOf = (city: string, venue?: string) => hotelQueryFrom(hotelSearchRequestSchema.parse({ city, checkIn: '2026-12-01', venue }), TODAY).venue;
    expect(venueOf('Bangalore')).toBe('BIEC');
    expect(venueOf('Bangalore', 'Palace Grounds')).toBe('BIEC');
    expect(venueOf('Nagpur', 'Reshimbagh Ground')).toBe('Nagpur city centre');
  });

  it('refuses a venue in another city, with a sentence naming both cities', () => {
    const request = hotelSearchRequestSchema.parse({ city: 'Mumbai', checkIn: '2026-12-01', venue: 'BIEC' });
    const refused = refusal(() => hotelQueryFrom(request, TODAY));
    expect(refused.paths).toEqual(['venue']);
    expect(refused.message).toBe('Venue "BIEC" is in Bangalore, not Mumbai; name a venue in Mumbai or leave the venue out.');
  });

  it('refuses an unknown city and a stay starting in the past', () => {
    const request = hotelSearchRequestSchema.parse({ city: 'Gotham', checkIn: '2026-01-01', checkOut: '2026-01-03', venue: 'BIEC' });
    expect(refusal(() => hotelQueryFrom(request, TODAY)).paths).toEqual(['city', 'checkIn']);
  });
});

describe('logisticsQueryFrom', () => {
  it('names the cities by code and carries the load in kg and cm', () => {
    const request = logisticsSearchRequestSchema.parse({
      origin: 'Calcutta',
      destination: 'Madras',
      weight: 180,
      dimensions: { length: 36, width: 36, height: 18 },
    });
    expect(logisticsQueryFrom(request)).toEqual({
      origin: 'CCU',
      destination: 'MAA',
      cargoType: 'exhibition_materials',
      weightKg: 180,
      dimensionsCm: { length: 36, width: 36, height: 18 },
    });
  });

  it('refuses an unknown destination', () => {
    const request = logisticsSearchRequestSchema.parse({ destination: 'Narnia' });
    expect(refusal(() => logisticsQueryFrom(request))).toMatchObject({ statusCode: 400, paths: ['destination'] });
  });
});

describe('geocodeQueryFrom', () => {
  it('collapses spaces and case', () => {
    expect(geocodeQueryFrom('  Pragati   Maidan,  NEW Delhi ')).toBe('pragati maidan, new delhi');
  });
});
