import type { Flight } from '@stallplan/contracts';
import type { FlightQuery } from '../domain/travel-queries.js';

/** Finds flights for one leg; `signal` aborts when the search gives up waiting. */
export interface FlightProvider {
  readonly name: string;
  searchFlights(query: FlightQuery, signal: AbortSignal): Promise<Flight[]>;
}
