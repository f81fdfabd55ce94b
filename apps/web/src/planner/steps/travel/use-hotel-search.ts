import { hotelSearchRequestFrom, hotelSearchRequestSchema, type Hotel, type HotelSearchRequestInput } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/api-client.js';
import type { EventDetails } from '../../plan-state.js';
import { plannerFormDataOf } from '../../plan-requests.js';
import { missingCitiesFor } from './missing-cities.js';
import { SEARCH_TEXTS } from './search-texts.js';

async function searchHotels(request: HotelSearchRequestInput, signal: AbortSignal): Promise<Hotel[]> {
  const response = await api.searchHotels({ body: request, signal });
  if (response.status !== 200) throw new Error(SEARCH_TEXTS.hotels.failure);
  return response.body.hotels;
}

/** Step 5's search, one cached answer per request; it waits until the destination is known (§5). */
export function useHotelSearch(details: EventDetails) {
  const request = useMemo(() => hotelSearchRequestFrom(plannerFormDataOf(details)), [details]);
  const missing = missingCitiesFor('hotels', details);
  const query = useQuery({
    queryKey: ['hotels', request],
    queryFn: ({ signal }) => searchHotels(request, signal),
    enabled: missing.length === 0,
  });
  // The stay as the server reads it, for the summary line; undefined while the city is missing.
  const stay = useMemo(() => {
    const parsed = hotelSearchRequestSchema.safeParse(request);
    return parsed.success ? parsed.data : undefined;
  }, [request]);
  return { stay, missing, query };
}
