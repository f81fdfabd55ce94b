import { addDays, exhibitionHubs, type Hotel, utcToday } from '@stallplan/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXHIBITION_VENUES } from '../../src/domain/exhibition-venues.js';
import { daysFromToday } from '../dates.js';
import { buildTravel } from '../helper.js';
import { recordingProviders } from '../recording-providers.js';

describe('POST /api/hotels/search', () => {
  const recording = recordingProviders();
  let app: FastifyInstance;
  const search = (payload: object) => app.inject({ method: 'POST', url: '/api/hotels/search', payload });
  const hotelsOf = async (payload: object) => (await search(payload)).json<{ success: true; hotels: Hotel[]; total: number }>();

  beforeAll(async () => {
    app = await buildTravel({}, { providers: recording.providers });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers hotels near the main venue, with the price of the whole stay', async () => {
    const res = await search({ city: 'New Delhi', checkIn: daysFromToday(30), checkOut: daysFromToday(35), guests: 2, rooms: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; hotels: Hotel[]; total: number }>();
    expect(body.total).toBe(body.hotels.length);
    expect(body.hotels.length).toBeGreaterThanOrEqual(10);
    for (const hotel of body.hotels) {
      expect(hotel.distance).toMatch(/^\d+\.\d km from (Bharat Mandapam|Yashobhoomi)$/);
      expect(hotel.location).toMatch(/New Delhi$/);
      expect(hotel.stars).toBeGreaterThanOrEqual(2);
      expect(hotel.stars).toBeLessThanOrEqual(5);
      expect(hotel.rating).toBeGreaterThanOrEqual(3);
      expect(hotel.rating).toBeLessThanOrEqual(4.9);
      expect(hotel.amenities[0]).toBe('Free WiFi');
      expect(hotel.nights).toBe(5);
      expect(hotel.totalPrice).toBe(hotel.pricePerNight * 5);
    }
    expect(new Set(body.hotels.map((hotel) => hotel.name)).size).toBe(body.hotels.length);
    const distances = body.hotels.map((hotel) => Number.parseFloat(hotel.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Five-star rooms cost more than two-star ones.
    const byStars = (stars: number) => body.hotels.filter((hotel) => hotel.stars === stars).map((hotel) => hotel.pricePerNight);
    if (byStars(5).length > 0 && byStars(2).length > 0) expect(Math.min(...byStars(5))).toBeGreaterThan(Math.max(...byStars(2)));
  });

  it("has hotels in every exhibition hub, near that city's venues, some of them full", async () => {
    let full = 0;
    for (const hub of exhibitionHubs()) {
      const { hotels } = await hotelsOf({ city: hub.name, checkIn: daysFromToday(10), checkOut: daysFromToday(13) });
      const venues = EXHIBITION_VENUES.filter((venue) => venue.city === hub.name).map((venue) => venue.name);
      expect(hotels.length, hub.name).toBeGreaterThan(0);
      // No venue named: every hotel is measured from the city's main venue, the first listed.
      for (const hotel of hotels) expect(hotel.distance.endsWith(` km from ${venues[0]}`), `${hub.name}: ${hotel.distance}`).toBe(true);
      full += hotels.filter((hotel) => !hotel.available).length;
    }
    expect(full).toBeGreaterThan(0);
  });

  it("measures every hotel from the show's venue: a BIEC show lists no hotel as km from KTPO", async () => {
    const stay = { city: 'Bangalore', checkIn: daysFromToday(30), checkOut: daysFromToday(33) };
    const biec = await hotelsOf({ ...stay, venue: 'Bangalore International Exhibition Centre (BIEC)' });
    expect(biec.hotels.length).toBeGreaterThan(0);
    expect(biec.hotels.map((hotel) => hotel.distance.replace(/^\d+\.\d km from /, ''))).toEqual(biec.hotels.map(() => 'BIEC'));
    // Without a venue, the city's main venue, which for Bangalore is BIEC: the same answer.
    expect((await hotelsOf(stay)).hotels).toEqual(biec.hotels);

    const ktpo = await hotelsOf({ ...stay, venue: 'KTPO Trade Centre, Whitefield' });
    expect(ktpo.hotels.every((hotel) => hotel.distance.endsWith(' km from KTPO Trade Centre'))).toBe(true);
    expect(ktpo.hotels[0]?.location).toBe('Whitefield, Bangalore');
    const km = ktpo.hotels.map((hotel) => Number.parseFloat(hotel.distance));
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('answers for a city that is not a hub, near its centre', async () => {
    const { hotels } = await hotelsOf({ city: 'Nagpur', checkIn: daysFromToday(10), checkOut: daysFromToday(12) });
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((hotel) => hotel.distance.endsWith('from Nagpur city centre'))).toBe(true);
  });

  it('applies the request defaults: today, three nights, 2 guests, 1 room; reads the city as destination too', async () => {
    const before = recording.calls.hotels.length;
    const { hotels } = await hotelsOf({ destination: 'Mumbai' });
    expect(recording.calls.hotels.slice(before)).toEqual([
      { city: 'BOM', checkIn: utcToday(), checkOut: addDays(utcToday(), 3), guests: 2, rooms: 1, venue: 'Bombay Exhibition Centre' },
    ]);
    expect(hotels.every((hotel) => hotel.nights === 3)).toBe(true);
  });

  it('charges more per night for a bigger party in the one room', async () => {
    const stay = { city: 'Pune', checkIn: daysFromToday(20), checkOut: daysFromToday(22) };
    const two = await hotelsOf({ ...stay, guests: 2 });
    const four = await hotelsOf({ ...stay, guests: 4 });
    const total = (hotels: Hotel[]) => hotels.reduce((sum, hotel) => sum + hotel.pricePerNight, 0);
    expect(four.hotels.map((hotel) => hotel.id)).toEqual(two.hotels.map((hotel) => hotel.id));
    expect(total(four.hotels)).toBeGreaterThan(total(two.hotels) * 1.3);
  });

  describe('refuses bad input with 400 and a sentence, before asking the provider', () => {
    const refused = async (payload: object) => {
      const before = recording.calls.hotels.length;
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(recording.calls.hotels.length).toBe(before);
      return res.json<{ success: false; error: string }>().error;
    };

    it('an unknown city', async () => {
      expect(await refused({ city: 'Gotham' })).toBe('City "Gotham" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore.');
    });

    it('a check-in in the past', async () => {
      expect(await refused({ city: 'Pune', checkIn: '2021-03-01', checkOut: '2021-03-04' })).toBe(
        `Check-in date 2021-03-01 is in the past; choose today (${utcToday()}) or a later date.`,
      );
    });

    it('a check-out before (or on) the check-in', async () => {
      expect(await refused({ city: 'Pune', checkIn: daysFromToday(6), checkOut: daysFromToday(3) })).toMatch(
        /Check-out date must be after the check-in date\.$/,
      );
      expect(await refused({ city: 'Pune', checkIn: daysFromToday(6), checkOut: daysFromToday(6) })).toMatch(
        /Check-out date must be after the check-in date\.$/,
      );
    });

    it('a venue in another city, or a venue that is not text', async () => {
      expect(await refused({ city: 'Mumbai', venue: 'BIEC' })).toBe('Venue "BIEC" is in Bangalore, not Mumbai; name a venue in Mumbai or leave the venue out.');
      expect(await refused({ city: 'Mumbai', venue: 7 })).toMatch(/Venue must be text\.$/);
    });

    it('no place, guests 0, more than one room', async () => {
      expect(await refused({ checkIn: daysFromToday(1) })).toMatch(/City is required to search for hotels\.$/);
      expect(await refused({ city: 'Pune', guests: 0 })).toMatch(/Guests must be at least 1\.$/);
      expect(await refused({ city: 'Pune', rooms: 2 })).toMatch(/Rooms must be 1/);
    });
  });
});
