import type { Hotel } from '@stallplan/contracts';
import type { HotelQuery } from '../domain/travel-queries.js';

/** Finds hotels for a stay in one city; `signal` aborts when the search gives up waiting. */
export interface HotelProvider {
  readonly name: string;
  searchHotels(query: HotelQuery, signal: AbortSignal): Promise<Hotel[]>;
}
