import { describe, expect, it } from 'vitest';
import type { HotelQuery } from '../../domain/travel-queries.js';
import { BuiltinHotelProvider } from './builtin-hotel-provider.js';

const clock = () => new Date('2026-09-01T04:00:00Z');
const provider = new BuiltinHotelProvider(clock);
const query = (overrides: Partial<HotelQuery> = {}): HotelQuery => ({ city: 'DEL', checkIn: '2026-10-14', checkOut: '2026-10-17', guests: 2, rooms: 1, ...overrides });

describe('BuiltinHotelProvider', () => {
  it('answers the same query the same way', async () => {
    expect(await provider.searchHotels(query())).toEqual(await new BuiltinHotelProvider(clock).searchHotels(query()));
  });

  it('keeps a city\'s hotels between stays while rates follow the dates', async () => {
    const october = await provider.searchHotels(query());
    const july = await provider.searchHotels(query({ checkIn: '2027-07-14', checkOut: '2027-07-17' }));
    expect(july.map((hotel) => hotel.name)).toEqual(october.map((hotel) => hotel.name));
    // October is exhibition season (+15%).
    const sum = (hotels: typeof july) => hotels.reduce((total, hotel) => total + hotel.pricePerNight, 0);
    expect(sum(october)).toBeGreaterThan(sum(july));
  });

  it('prices Mumbai above a smaller hub for the same class', async () => {
    const average = (hotels: Awaited<ReturnType<typeof provider.searchHotels>>) =>
      hotels.reduce((total, hotel) => total + hotel.pricePerNight / hotel.stars, 0) / hotels.length;
    expect(average(await provider.searchHotels(query({ city: 'BOM' })))).toBeGreaterThan(average(await provider.searchHotels(query({ city: 'IDR' }))));
  });
});
