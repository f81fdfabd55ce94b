import { describe, expect, it } from 'vitest';
import type { HotelQuery } from '../../domain/travel-queries.js';
import { BuiltinHotelProvider } from './builtin-hotel-provider.js';

const clock = () => new Date('2026-09-01T04:00:00Z');
const provider = new BuiltinHotelProvider(clock);
const query = (overrides: Partial<HotelQuery> = {}): HotelQuery => ({
  city: 'DEL',
  checkIn: '2026-10-14',
  checkOut: '2026-10-17',
  guests: 2,
  rooms: 1,
  venue: 'Bharat Mandapam',
  ...overrides,
});

describe('BuiltinHotelProvider', () => {
  it('answers the same query the same way', async () => {
    expect(await provider.searchHotels(query())).toEqual(await new BuiltinHotelProvider(clock).searchHotels(query()));
  });

  it("keeps a city's hotels between stays while rates follow the dates", async () => {
    const october = await provider.searchHotels(query());
    const july = await provider.searchHotels(query({ checkIn: '2027-07-14', checkOut: '2027-07-17' }));
    expect(july.map((hotel) => hotel.name)).toEqual(october.map((hotel) => hotel.name));
    // October is exhibition season (+15%).
    const sum = (hotels: typeof july) => hotels.reduce((total, hotel) => total + hotel.pricePerNight, 0);
    expect(sum(october)).toBeGreaterThan(sum(july));
  });

  it('measures every hotel of one answer from the venue the search names, nearest first', async () => {
    const nearBiec = await provider.searchHotels(query({ city: 'BLR', venue: 'BIEC' }));
    const nearKtpo = await provider.searchHotels(query({ city: 'BLR', venue: 'KTPO Trade Centre' }));
    expect(nearBiec.every((hotel) => /^\d+\.\d km from BIEC$/.test(hotel.distance))).toBe(true);
    expect(nearKtpo.every((hotel) => /^\d+\.\d km from KTPO Trade Centre$/.test(hotel.distance))).toBe(true);
    for (const hotels of [nearBiec, nearKtpo]) {
      const km = hotels.map((hotel) => Number.parseFloat(hotel.distance));
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
    // The same hotels, in the same places: a Whitefield hotel is near KTPO and across the city from BIEC.
    expect(new Set(nearKtpo.map((hotel) => hotel.id))).toEqual(new Set(nearBiec.map((hotel) => hotel.id)));
    const whitefield = nearBiec.filter((hotel) => hotel.location === 'Whitefield, Bangalore');
    expect(whitefield.length).toBeGreaterThan(0);
    for (const hotel of whitefield) {
      expect(Number.parseFloat(hotel.distance)).toBeGreaterThan(12);
      const seenFromKtpo = nearKtpo.find((other) => other.id === hotel.id);
      expect(Number.parseFloat(seenFromKtpo?.distance ?? '')).toBeLessThanOrEqual(12.1);
    }
  });

  it("measures from the city's main venue when the venue named is not one of the city's", async () => {
    const hotels = await provider.searchHotels(query({ city: 'BLR', venue: 'Somewhere else' }));
    expect(hotels.every((hotel) => hotel.distance.endsWith(' km from BIEC'))).toBe(true);
  });

  it('prices Mumbai above a smaller hub for the same class', async () => {
    const average = (hotels: Awaited<ReturnType<typeof provider.searchHotels>>) =>
      hotels.reduce((total, hotel) => total + hotel.pricePerNight / hotel.stars, 0) / hotels.length;
    expect(average(await provider.searchHotels(query({ city: 'BOM', venue: 'Bombay Exhibition Centre' })))).toBeGreaterThan(
      average(await provider.searchHotels(query({ city: 'IDR', venue: 'Brilliant Convention Centre' }))),
    );
  });
});
