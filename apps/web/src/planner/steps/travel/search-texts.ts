import type { TravelSearchKind } from './missing-cities.js';

export interface SearchTexts {
  /** "flights": what the loading line says is being looked for. */
  noun: string;
  /** The message thrown when the call fails (see docs/planner.md#search-states). */
  failure: string;
  errorTitle: string;
  errorMessage: string;
  emptyTitle: string;
  emptyMessage: string;
}

/** The wording for each search, word for word (see docs/planner.md#search-states). */
export const SEARCH_TEXTS: Readonly<Record<TravelSearchKind, SearchTexts>> = {
  flights: {
    noun: 'flights',
    failure: 'Failed to fetch flights',
    errorTitle: 'Error Loading Flights',
    errorMessage: 'Unable to fetch flight data. Please try again.',
    emptyTitle: 'No Flights Available',
    emptyMessage: 'No flights found for the selected route. Please check your travel details.',
  },
  hotels: {
    noun: 'hotels',
    failure: 'Failed to fetch hotels',
    errorTitle: 'Error Loading Hotels',
    errorMessage: 'Unable to fetch hotel data. Please try again.',
    emptyTitle: 'No Hotels Available',
    emptyMessage: 'No hotels found for the selected location. Please check your search criteria.',
  },
  logistics: {
    noun: 'logistics services',
    failure: 'Failed to fetch logistics',
    errorTitle: 'Error Loading Logistics',
    errorMessage: 'Unable to fetch logistics data. Please try again.',
    emptyTitle: 'No Logistics Available',
    emptyMessage: 'No logistics services found for the selected route. Please check your search criteria.',
  },
};
