import { setTimeout as sleep } from 'node:timers/promises';
import type { Flight, Hotel, LogisticsOption } from '@stallplan/contracts';
import type { FlightQuery, HotelQuery, LogisticsQuery } from '../src/domain/travel-queries.js';
import { BuiltinFlightProvider } from '../src/providers/builtin/builtin-flight-provider.js';
import { BuiltinGeocoder } from '../src/providers/builtin/builtin-geocoder.js';
import { BuiltinHotelProvider } from '../src/providers/builtin/builtin-hotel-provider.js';
import { BuiltinLogisticsProvider } from '../src/providers/builtin/builtin-logistics-provider.js';
import type { GeocodedPlace } from '../src/providers/geocoder.js';
import type { TravelProviders } from '../src/providers/travel-providers.js';

export interface RecordingOptions {
  /** Each call waits this long before answering, so concurrent calls overlap. */
  delayMs?: number;
  /** Makes the named kinds fail. */
  failing?: Array<keyof TravelProviders>;
  /** Makes the named kinds never answer (until their signal aborts). */
  hanging?: Array<keyof TravelProviders>;
}

/** The built-in providers, wrapped to record every query they are asked; optionally slow, failing or hanging. */
export function recordingProviders(options: RecordingOptions = {}) {
  const calls = { flights: [] as FlightQuery[], hotels: [] as HotelQuery[], logistics: [] as LogisticsQuery[], geocoder: [] as string[] };
  const builtin = {
    flights: new BuiltinFlightProvider(),
    hotels: new BuiltinHotelProvider(),
    logistics: new BuiltinLogisticsProvider(),
    geocoder: new BuiltinGeocoder(),
  };

  async function behave(kind: keyof TravelProviders, signal: AbortSignal): Promise<void> {
    if (options.hanging?.includes(kind)) {
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    }
    if (options.delayMs) await sleep(options.delayMs);
    if (options.failing?.includes(kind)) throw new Error(`the ${kind} supplier is down`);
  }

  const providers: TravelProviders = {
    flights: {
      name: 'recording',
      async searchFlights(query: FlightQuery, signal: AbortSignal): Promise<Flight[]> {
        calls.flights.push(query);
        await behave('flights', signal);
        return builtin.flights.searchFlights(query);
      },
    },
    hotels: {
      name: 'recording',
      async searchHotels(query: HotelQuery, signal: AbortSignal): Promise<Hotel[]> {
        calls.hotels.push(query);
        await behave('hotels', signal);
        return builtin.hotels.searchHotels(query);
      },
    },
    logistics: {
      name: 'recording',
      async searchLogistics(query: LogisticsQuery, signal: AbortSignal): Promise<LogisticsOption[]> {
        calls.logistics.push(query);
        await behave('logistics', signal);
        return builtin.logistics.searchLogistics(query);
      },
    },
    geocoder: {
      name: 'recording',
      async geocode(address: string, signal: AbortSignal): Promise<GeocodedPlace | null> {
        calls.geocoder.push(address);
        await behave('geocoder', signal);
        return builtin.geocoder.geocode(address);
      },
    },
  };
  return { providers, calls };
}
