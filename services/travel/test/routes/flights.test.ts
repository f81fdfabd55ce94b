import { type Flight, utcToday } from '@stallplan/contracts';
import { formatIsoDuration } from '@stallplan/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../dates.js';
import { buildTravel } from '../helper.js';
import { recordingProviders } from '../recording-providers.js';

const CARRIERS = ['IndiGo', 'Air India', 'Air India Express', 'Akasa Air', 'SpiceJet'];
const FLIGHT_NUMBER = /^(6E|AI|IX|QP|SG) \d{3,4}( \/ \1 \d{3,4})?$/;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;
const isoMinutes = (duration: string) => {
  const [, hours = '0', minutes = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

describe('POST /api/flights/search', () => {
  const recording = recordingProviders();
  let app: FastifyInstance;
  const search = (payload: object) => app.inject({ method: 'POST', url: '/api/flights/search', payload });

  beforeAll(async () => {
    app = await buildTravel({}, { providers: recording.providers });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers real carriers with plausible numbers, times and ISO durations', async () => {
    const date = daysFromToday(30);
    const res = await search({ origin: 'Pune', destination: 'New Delhi', departureDate: date, passengers: 2, class: 'economy' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; outbound: Flight[]; total: number }>();
    expect(body.success).toBe(true);
    expect(body.outbound.length).toBeGreaterThanOrEqual(3);
    expect(body.total).toBe(body.outbound.length);
    for (const flight of body.outbound) {
      expect(CARRIERS).toContain(flight.airline);
      expect(flight.flightNumber).toMatch(FLIGHT_NUMBER);
      expect(flight.departureAirport).toBe('Pune (PNQ)');
      expect(flight.arrivalAirport).toBe('New Delhi (DEL)');
      expect(flight.departureTime.startsWith(`${date}T`)).toBe(true);
      expect(flight.departureTime).toMatch(/\+05:30$/);
      // The duration is the time from departure to arrival, and the card can read it.
      expect(isoMinutes(flight.duration)).toBe(minutesBetween(flight.departureTime, flight.arrivalTime));
      expect(formatIsoDuration(flight.duration)).toMatch(/^\d+h( \d+m)?$/);
      expect(flight.class).toBe('economy');
      expect(Number.isInteger(flight.price)).toBe(true);
      expect(flight.price).toBeGreaterThanOrEqual(1_800);
      expect(flight.stops === 0 ? isoMinutes(flight.duration) : 0).toBeLessThan(180);
    }
    const departures = body.outbound.map((flight) => flight.departureTime);
    expect(departures).toEqual([...departures].sort());
  });

  it('adds the return flights when a return date is given', async () => {
    const res = await search({ origin: 'Mumbai', destination: 'Bangalore', departureDate: daysFromToday(20), returnDate: daysFromToday(24) });
    const body = res.json<{ outbound: Flight[]; return: Flight[]; total: number }>();
    expect(res.statusCode).toBe(200);
    expect(body.return.length).toBeGreaterThan(0);
    expect(body.return.every((flight) => flight.departureAirport === 'Bangalore (BLR)' && flight.arrivalAirport === 'Mumbai (BOM)')).toBe(true);
    expect(body.return.every((flight) => flight.departureTime.startsWith(daysFromToday(24)))).toBe(true);
    expect(body.total).toBe(body.outbound.length + body.return.length);
  });

  it('applies the request defaults: Mumbai to Delhi, today, 2 passengers, economy', async () => {
    const before = recording.calls.flights.length;
    const res = await search({});
    expect(res.statusCode).toBe(200);
    expect(recording.calls.flights.slice(before)).toEqual([{ origin: 'BOM', destination: 'DEL', date: utcToday(), passengers: 2, cabin: 'economy' }]);
    const body = res.json<{ outbound: Flight[] }>();
    expect(body.outbound[0]).toMatchObject({ departureAirport: 'Mumbai (BOM)', arrivalAirport: 'New Delhi (DEL)', class: 'economy' });
  });

  it('flies a city without an airport from the nearest one, and finds nothing between two cities sharing it', async () => {
    const fromGurgaon = await search({ origin: 'Gurgaon', destination: 'Chennai', departureDate: daysFromToday(12) });
    expect(fromGurgaon.json<{ outbound: Flight[] }>().outbound[0]?.departureAirport).toBe('New Delhi (DEL)');
    const sameAirport = await search({ origin: 'Gurgaon', destination: 'Noida', departureDate: daysFromToday(12) });
    expect(sameAirport.statusCode).toBe(200);
    expect(sameAirport.json()).toEqual({ success: true, outbound: [], total: 0 });
  });

  it('has sold-out flights, more of them for a larger party', async () => {
    const flightsFor = async (passengers: number) => {
      const all: Flight[] = [];
      for (const [origin, destination] of [
        ['Mumbai', 'New Delhi'],
        ['Bangalore', 'Kolkata'],
        ['Chennai', 'Hyderabad'],
      ]) {
        all.push(...(await search({ origin, destination, departureDate: daysFromToday(3), passengers })).json<{ outbound: Flight[] }>().outbound);
      }
      return all;
    };
    const two = await flightsFor(2);
    const nine = await flightsFor(9);
    expect(two.some((flight) => !flight.available)).toBe(true);
    expect(two.some((flight) => flight.available)).toBe(true);
    expect(nine.filter((flight) => !flight.available).length).toBeGreaterThan(two.filter((flight) => !flight.available).length);
  });

  it('gives the same answer to the same query, also on another instance with a cache of its own', async () => {
    const payload = { origin: 'Ahmedabad', destination: 'Kolkata', departureDate: daysFromToday(40), passengers: 3 };
    const first = await search(payload);
    const other = await buildTravel();
    try {
      const again = await other.inject({ method: 'POST', url: '/api/flights/search', payload });
      expect(again.body).toBe(first.body);
    } finally {
      await other.close();
    }
  });

  describe('refuses bad input with 400 and a sentence, before asking the provider', () => {
    const refused = async (payload: object) => {
      const before = recording.calls.flights.length;
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(recording.calls.flights.length).toBe(before);
      const body = res.json<{ success: boolean; error: string }>();
      expect(body.success).toBe(false);
      return body.error;
    };

    it('an unknown city', async () => {
      expect(await refused({ origin: 'Atlantis', destination: 'Pune' })).toBe(
        'Origin "Atlantis" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore.',
      );
    });

    it('a date in the past', async () => {
      expect(await refused({ departureDate: '2020-01-15' })).toBe(`Departure date 2020-01-15 is in the past; choose today (${utcToday()}) or a later date.`);
    });

    it('passengers 0 and 10', async () => {
      expect(await refused({ passengers: 0 })).toMatch(/Passengers must be at least 1\.$/);
      expect(await refused({ passengers: 10 })).toMatch(/Passengers must be at most 9\.$/);
    });

    it('a return before the departure, another class, a date that is not one', async () => {
      expect(await refused({ departureDate: daysFromToday(10), returnDate: daysFromToday(5) })).toMatch(
        /Return date must be on or after the departure date\.$/,
      );
      expect(await refused({ class: 'business' })).toMatch(/Class must be economy/);
      expect(await refused({ departureDate: '2026-02-30' })).toMatch(/Departure date is not a real date\.$/);
    });
  });
});

describe('POST /api/flights/search against the clock', () => {
  it('counts "the past" from the service\'s today', async () => {
    const app = await buildTravel({}, { clock: () => new Date('2030-06-15T20:00:00Z') });
    try {
      const yesterday = await app.inject({ method: 'POST', url: '/api/flights/search', payload: { departureDate: '2030-06-14' } });
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json().error).toBe('Departure date 2030-06-14 is in the past; choose today (2030-06-15) or a later date.');
      const today = await app.inject({ method: 'POST', url: '/api/flights/search', payload: { departureDate: '2030-06-15' } });
      expect(today.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
