import { hotelSearchRequestFrom, hotelSearchRequestSchema, type Hotel, type HotelSearchRequestInput } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api-client.js';
import type { EventDetails } from '../../../current-plan/plan-state.js';
import { plannerFormDataOf } from '../../plan-requests.js';
import { useTradeEvents } from '../../space/use-trade-events.js';
import { hotelSearchVenue } from './hotel-venue.js';
import { missingCitiesFor } from './missing-cities.js';
import { SEARCH_TEXTS } from './search-texts.js';

async function searchHotels(request: HotelSearchRequestInput, signal: AbortSignal): Promise<Hotel[]> {
  const response = await api.searchHotels({ body: request, signal });
  if (response.status !== 200) throw new Error(SEARCH_TEXTS.hotels.failure);
  return response.body.hotels;
}

/**
 * Step 5's search, one cached answer per request; it waits until the destination is known (see docs/planner.md#search-requests),
 * and, when step 1 names a show, until the events catalogue has answered, so the hotels are
 * measured from the show's venue from the first answer on (a catalogue that fails leaves the
 * city's main venue).
 */
export function useHotelSearch(details: EventDetails) {
  const { events, settled } = useTradeEvents();
  const venue = useMemo(() => hotelSearchVenue(details, events), [details, events]);
  const request = useMemo(() => hotelSearchRequestFrom({ ...plannerFormDataOf(details), venue }), [details, venue]);
  const missing = missingCitiesFor('hotels', details);
  const query = useQuery({
    queryKey: ['hotels', request],
    queryFn: ({ signal }) => searchHotels(request, signal),
    // A plan that names no show has no venue to wait for.
    enabled: missing.length === 0 && (settled || details.exhibitionName.trim() === ''),
  });
  // The stay as the server reads it, for the summary line; undefined while the city is missing.
  const stay = useMemo(() => {
    const parsed = hotelSearchRequestSchema.safeParse(request);
    return parsed.success ? parsed.data : undefined;
  }, [request]);
  return { stay, missing, query };
}
