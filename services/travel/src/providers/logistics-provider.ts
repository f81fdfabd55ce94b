import type { LogisticsOption } from '@stallplan/contracts';
import type { LogisticsQuery } from '../domain/travel-queries.js';

/** Finds freight offers for the stall material; `signal` aborts when the search gives up waiting. */
export interface LogisticsProvider {
  readonly name: string;
  searchLogistics(query: LogisticsQuery, signal: AbortSignal): Promise<LogisticsOption[]>;
}
