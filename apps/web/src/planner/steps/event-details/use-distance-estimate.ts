import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client.js';
import { roundedKm } from './distance-autofill.js';
import { useDebouncedValue } from './use-debounced-value.js';

/** Arrowing through a city select changes its value at every key; ask once the choice settles. */
const SETTLE_MS = 300;

export interface DistanceEstimate {
  /** The settled city pair the estimate is for; '' until both cities are chosen. */
  pair: string;
  /** Whole road kilometres; null while asking, after a failure, or without a pair. */
  km: number | null;
}

async function fetchDistanceKm(origin: string, destination: string, signal: AbortSignal): Promise<number> {
  try {
    const response = await api.distance({ body: { origins: [origin], destinations: [destination] }, signal });
    if (response.status !== 200) throw new Error(response.body.error);
    return roundedKm(response.body.data.distanceKm);
  } catch (error) {
    // A failed distance call is only logged; the field stays editable by hand (see docs/planner.md#distance).
    if (!signal.aborted) console.warn(`No distance estimate for ${origin} to ${destination}: ${(error as Error).message}`);
    throw error;
  }
}

/**
 * The road distance between two cities (POST /api/distance). Each pair is its own query, so an
 * answer for a pair no longer chosen never shows, and a pair chosen again answers from the cache.
 */
export function useDistanceEstimate(originCity: string, destinationCity: string): DistanceEstimate {
  const origin = useDebouncedValue(originCity.trim(), SETTLE_MS);
  const destination = useDebouncedValue(destinationCity.trim(), SETTLE_MS);
  const complete = origin !== '' && destination !== '';
  const query = useQuery({
    queryKey: ['distance', origin, destination],
    queryFn: ({ signal }) => fetchDistanceKm(origin, destination, signal),
    enabled: complete,
  });
  return { pair: complete ? `${origin} → ${destination}` : '', km: complete ? (query.data ?? null) : null };
}
