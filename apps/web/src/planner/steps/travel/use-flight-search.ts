import { flightSearchRequestFrom, type Flight, type FlightSearchRequest } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api-client.js';
import type { EventDetails } from '../../../current-plan/plan-state.js';
import { plannerFormDataOf } from '../../plan-requests.js';
import { missingCitiesFor } from './missing-cities.js';
import { SEARCH_TEXTS } from './search-texts.js';

async function searchFlights(request: FlightSearchRequest, signal: AbortSignal): Promise<Flight[]> {
  const response = await api.searchFlights({ body: request, signal });
  if (response.status !== 200) throw new Error(SEARCH_TEXTS.flights.failure);
  // One outbound flight is booked; return flights are not offered.
  return response.body.outbound;
}

/** Step 4's search, one cached answer per request; it waits until both cities are known (see docs/planner.md#search-requests). */
export function useFlightSearch(details: EventDetails) {
  const request = useMemo(() => flightSearchRequestFrom(plannerFormDataOf(details)), [details]);
  const missing = missingCitiesFor('flights', details);
  const query = useQuery({
    queryKey: ['flights', request],
    queryFn: ({ signal }) => searchFlights(request, signal),
    enabled: missing.length === 0,
  });
  return { request, missing, query };
}
