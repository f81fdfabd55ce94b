import { describe, expect, it } from 'vitest';
import type { FlightQuery } from '../../domain/travel-queries.js';
import { BuiltinFlightProvider } from './builtin-flight-provider.js';

const clock = () => new Date('2026-09-01T04:00:00Z');
const provider = new BuiltinFlightProvider(clock);
const query = (overrides: Partial<FlightQuery> = {}): FlightQuery => ({
  origin: 'BOM',
  destination: 'DEL',
  date: '2026-10-14',
  passengers: 2,
  cabin: 'economy',
  ...overrides,
});

describe('BuiltinFlightProvider', () => {
  it('answers the same query the same way', async () => {
    expect(await provider.searchFlights(query())).toEqual(await new BuiltinFlightProvider(clock).searchFlights(query()));
  });

  it("keeps a route's timetable from day to day while fares change", async () => {
    const monday = await provider.searchFlights(query({ date: '2026-10-12' }));
    const friday = await provider.searchFlights(query({ date: '2026-10-16' }));
    expect(friday.map((flight) => [flight.flightNumber, flight.departureTime.slice(11)])).toEqual(
      monday.map((flight) => [flight.flightNumber, flight.departureTime.slice(11)]),
    );
    expect(friday.map((flight) => flight.price)).not.toEqual(monday.map((flight) => flight.price));
  });

  it('runs many nonstops between metros, mostly IndiGo, and connects small airports through a metro', async () => {
    const metro = await provider.searchFlights(query());
    expect(metro.filter((flight) => flight.stops === 0).length).toBeGreaterThanOrEqual(9);
    expect(metro.filter((flight) => flight.airline === 'IndiGo').length).toBeGreaterThan(metro.length / 3);
    const regional = await provider.searchFlights(query({ origin: 'UDR', destination: 'GAU' }));
    expect(regional.length).toBeGreaterThan(0);
    expect(regional.every((flight) => flight.stops === 1 && flight.flightNumber.includes(' / '))).toBe(true);
  });

  it('charges more on a longer route and as the day comes closer', async () => {
    const average = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0) / prices.length;
    const short = await provider.searchFlights(query({ origin: 'BOM', destination: 'AMD' }));
    const long = await provider.searchFlights(query({ origin: 'BOM', destination: 'CCU' }));
    expect(average(long.map((flight) => flight.price))).toBeGreaterThan(average(short.map((flight) => flight.price)));
    const soon = await provider.searchFlights(query({ date: '2026-09-02' }));
    const later = await provider.searchFlights(query({ date: '2026-12-02' }));
    expect(average(soon.map((flight) => flight.price))).toBeGreaterThan(average(later.map((flight) => flight.price)));
  });

  it('refuses a city code it does not know', async () => {
    await expect(provider.searchFlights(query({ origin: 'ZZZ' }))).rejects.toThrow('No city has the code ZZZ.');
  });
});
