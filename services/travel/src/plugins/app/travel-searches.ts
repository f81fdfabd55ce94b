import { type Flight, type Hotel, type LogisticsOption, MAX_TRAVEL_RESULTS } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RoadDistance, roadDistance } from '../../domain/road-distance.js';
import { type FlightQuery, geocodeQueryFrom, type HotelQuery, type LogisticsQuery } from '../../domain/travel-queries.js';
import { callWithTimeout } from '../../providers/call-with-timeout.js';
import type { GeocodedPlace } from '../../providers/geocoder.js';
import { ProviderTimeoutError } from '../../providers/provider-timeout-error.js';
import type { TravelProviders } from '../../providers/travel-providers.js';
import type { SearchCache } from './search-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    travelSearches: TravelSearches;
  }
}

type SearchKind = 'flights' | 'hotels' | 'logistics' | 'geocode';

/** How the answers name each search to a person. */
const SEARCH_NAMES: Readonly<Record<SearchKind, string>> = {
  flights: 'flight search',
  hotels: 'hotel search',
  logistics: 'freight search',
  geocode: 'place lookup',
};

function readableDuration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  const seconds = ms / 1_000;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * Every provider call the routes make, each through the shared cache and under the time-out.
 * A provider that fails or is too slow becomes a 503 with a sentence naming the search.
 */
export class TravelSearches {
  constructor(
    private readonly providers: TravelProviders,
    private readonly cache: SearchCache,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async flights(query: FlightQuery): Promise<Flight[]> {
    const { flights } = this.providers;
    const found = await this.run('flights', flights.name, query, (signal) => flights.searchFlights(query, signal));
    return found.slice(0, MAX_TRAVEL_RESULTS);
  }

  async hotels(query: HotelQuery): Promise<Hotel[]> {
    const { hotels } = this.providers;
    const found = await this.run('hotels', hotels.name, query, (signal) => hotels.searchHotels(query, signal));
    return found.slice(0, MAX_TRAVEL_RESULTS);
  }

  async logistics(query: LogisticsQuery): Promise<LogisticsOption[]> {
    const { logistics } = this.providers;
    const found = await this.run('logistics', logistics.name, query, (signal) => logistics.searchLogistics(query, signal));
    return found.slice(0, MAX_TRAVEL_RESULTS);
  }

  /** The place an address or city name stands for; null when the geocoder does not know it. */
  async geocode(address: string): Promise<GeocodedPlace | null> {
    const { geocoder } = this.providers;
    const query = geocodeQueryFrom(address);
    return this.run('geocode', geocoder.name, { address: query }, (signal) => geocoder.geocode(query, signal));
  }

  /**
   * The road distance between two places. It always answers: a place the geocoder does not know,
   * or a geocoder that fails, leaves the fixed figures (see docs/planner.md#distance-estimates).
   */
  async distance(fromText: string, toText: string): Promise<RoadDistance> {
    const place = (text: string) =>
      this.geocode(text).catch((error: unknown) => {
        this.log.warn({ err: error }, 'distance: the place lookup failed; using the fallback distance');
        return null;
      });
    const [from, to] = await Promise.all([place(fromText), place(toText)]);
    return roadDistance({ text: fromText, place: from }, { text: toText, place: to });
  }

  private async run<T>(kind: SearchKind, provider: string, query: unknown, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      // The provider is part of the key: answers of another supplier are not this one's.
      return await this.cache.remember(kind, { provider, query }, () => callWithTimeout(provider, this.timeoutMs, call));
    } catch (error) {
      throw this.unavailable(kind, error);
    }
  }

  private unavailable(kind: SearchKind, error: unknown): AppError {
    if (error instanceof AppError) return error;
    if (error instanceof ProviderTimeoutError) {
      this.log.warn({ search: kind, provider: error.provider, timeoutMs: error.timeoutMs }, 'provider timed out');
      return new AppError('SERVICE_UNAVAILABLE', `The ${SEARCH_NAMES[kind]} did not answer within ${readableDuration(this.timeoutMs)}. Please try again.`);
    }
    this.log.error({ err: error, search: kind }, 'provider failed');
    return new AppError('SERVICE_UNAVAILABLE', `The ${SEARCH_NAMES[kind]} is unavailable right now. Please try again in a moment.`);
  }
}

export interface TravelSearchesOptions {
  providers: TravelProviders;
  timeoutMs: number;
}

async function travelSearches(fastify: FastifyInstance, options: TravelSearchesOptions) {
  fastify.decorate('travelSearches', new TravelSearches(options.providers, fastify.searchCache, options.timeoutMs, fastify.log));
}

export const travelSearchesPlugin = fp(travelSearches, { name: 'travel-searches', dependencies: ['travel-search-cache'], fastify: '5.x' });
