import { addDays, type ComprehensiveTravelResponse, utcToday } from '@stallplan/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { daysFromToday } from '../dates.js';
import { buildTravel } from '../helper.js';
import { recordingProviders } from '../recording-providers.js';

describe('POST /api/travel/comprehensive', () => {
  const apps: FastifyInstance[] = [];
  const start = async (...args: Parameters<typeof buildTravel>) => {
    const app = await buildTravel(...args);
    apps.push(app);
    return app;
  };
  const searchOn = (app: FastifyInstance, payload: object) => app.inject({ method: 'POST', url: '/api/travel/comprehensive', payload });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('answers flights, hotels, freight and the distance in one call', async () => {
    const now = new Date();
    const app = await start({}, { clock: () => now });
    const search = { origin: 'Pune', destination: 'Bangalore', departureDate: daysFromToday(14), returnDate: daysFromToday(18), passengers: 3, stallSize: 18 };
    const res = await searchOn(app, search);
    expect(res.statusCode).toBe(200);
    const body = res.json<ComprehensiveTravelResponse>();
    expect(body.errors).toEqual({});
    expect(body.flights.length).toBeGreaterThan(0);
    expect(body.flights.every((flight) => flight.departureAirport === 'Pune (PNQ)')).toBe(true);
    // No venue named: every hotel is measured from the city's main venue.
    expect(body.hotels.every((hotel) => hotel.nights === 4 && hotel.distance.endsWith(' km from BIEC'))).toBe(true);
    expect(body.logistics.length).toBe(9);
    expect(body.distance).toMatchObject({ method: 'geodesic' });
    expect(body.distance?.distanceKm).toBeGreaterThan(800);
    expect(body.distance?.distanceKm).toBeLessThan(1_000);
    expect(body.timestamp).toBe(now.toISOString());

    // The parts are the separate searches' own answers, not another reading of the request.
    const flights = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { origin: 'Pune', destination: 'Bangalore', departureDate: daysFromToday(14), passengers: 3 },
    });
    expect(flights.json().outbound).toEqual(body.flights);
    const logistics = await app.inject({
      method: 'POST',
      url: '/api/logistics/search',
      payload: { origin: 'Pune', destination: 'Bangalore', weight: 180, dimensions: { length: 36, width: 36, height: 18 } },
    });
    expect(logistics.json().logistics).toEqual(body.logistics);
  });

  it('applies the request defaults of each search', async () => {
    const recording = recordingProviders();
    const app = await start({}, { providers: recording.providers });
    const res = await searchOn(app, { destination: 'Chennai' });
    expect(res.statusCode).toBe(200);
    expect(recording.calls.flights).toEqual([{ origin: 'BOM', destination: 'MAA', date: utcToday(), passengers: 2, cabin: 'economy' }]);
    expect(recording.calls.hotels).toEqual([
      { city: 'MAA', checkIn: utcToday(), checkOut: addDays(utcToday(), 3), guests: 2, rooms: 1, venue: 'Chennai Trade Centre' },
    ]);
    expect(recording.calls.logistics).toEqual([
      { origin: 'DEL', destination: 'MAA', cargoType: 'exhibition_materials', weightKg: 50, dimensionsCm: { length: 10, width: 10, height: 5 } },
    ]);
    // The distance is the team's journey, from the flights' origin.
    expect(recording.calls.geocoder.sort()).toEqual(['chennai', 'mumbai']);
  });

  it('still answers when the hotel provider fails: hotels empty with the error named', async () => {
    const recording = recordingProviders({ failing: ['hotels'] });
    const app = await start({}, { providers: recording.providers });
    const res = await searchOn(app, { origin: 'Mumbai', destination: 'New Delhi', departureDate: daysFromToday(9) });
    expect(res.statusCode).toBe(200);
    const body = res.json<ComprehensiveTravelResponse>();
    expect(body.hotels).toEqual([]);
    expect(body.errors).toEqual({ hotels: 'The hotel search is unavailable right now. Please try again in a moment.' });
    expect(body.flights.length).toBeGreaterThan(0);
    expect(body.logistics.length).toBeGreaterThan(0);
    expect(body.distance?.method).toBe('geodesic');
    expect(recording.calls.hotels).toHaveLength(1);
  });

  it('still answers when a provider is too slow, naming the time-out', async () => {
    const recording = recordingProviders({ hanging: ['flights'] });
    const app = await start({ PROVIDER_TIMEOUT_MS: '150' }, { providers: recording.providers });
    const started = Date.now();
    const res = await searchOn(app, { origin: 'Mumbai', destination: 'Jaipur' });
    expect(Date.now() - started).toBeLessThan(2_000);
    const body = res.json<ComprehensiveTravelResponse>();
    expect(res.statusCode).toBe(200);
    expect(body.flights).toEqual([]);
    expect(body.errors).toEqual({ flights: 'The flight search did not answer within 150 ms. Please try again.' });
    expect(body.hotels.length).toBeGreaterThan(0);
  });

  it('falls back to the fixed figures for the distance when the geocoder fails, without naming an error', async () => {
    const recording = recordingProviders({ failing: ['geocoder'] });
    const app = await start({}, { providers: recording.providers });
    const body = (await searchOn(app, { origin: 'Mumbai', destination: 'New Delhi' })).json<ComprehensiveTravelResponse>();
    expect(body.distance).toEqual({ distanceKm: 1_400, durationMinutes: 140, method: 'fallback' });
    expect(body.errors).toEqual({});
  });

  it('refuses bad input whole with 400, asking no provider', async () => {
    const recording = recordingProviders();
    const app = await start({}, { providers: recording.providers });
    const unknown = await searchOn(app, { origin: 'Pune', destination: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Destination "Atlantis" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore.');
    const past = await searchOn(app, { destination: 'Pune', departureDate: '2022-05-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatch(/^Departure date 2022-05-01 is in the past/);
    const tooMany = await searchOn(app, { destination: 'Pune', passengers: 10 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/Passengers must be at most 9\.$/);
    expect(recording.calls.flights.length + recording.calls.hotels.length + recording.calls.logistics.length + recording.calls.geocoder.length).toBe(0);
  });
});
