import { distanceKmBetween } from '@stallplan/contracts';
import { estimateFlightMinutes, fallbackDistanceKm } from '@stallplan/pricing';

/**
 * Road kilometres per great-circle kilometre between Indian cities. Highways bend around
 * ranges, rivers and towns: Mumbai–Delhi is 1,148 km in a straight line and about 1,400 km by
 * NH48, Chennai–Bangalore 290 km against about 350 km. A quarter on top matches both.
 */
export const ROAD_FACTOR = 1.25;

export interface LocatedPlace {
  /** The city the place lies in, as the geography names it. */
  city: string;
  latitude: number;
  longitude: number;
}

export interface RoadDistance {
  distanceKm: number;
  /** The flight time for that distance (see docs/planner.md#distance-estimates). */
  durationMinutes: number;
  method: 'geodesic' | 'fallback';
}

export function roadKmFromGreatCircle(greatCircleKm: number): number {
  return Math.round(greatCircleKm * ROAD_FACTOR);
}

/**
 * The road distance between two places: great-circle times the road factor when both are located
 * and apart; otherwise the fixed figures of docs/planner.md#distance-estimates, looked up by the located city or the text as typed
 * (a pair of major cities from its table, the same city 50 km, the same state 200, else 800 or 1000).
 */
export function roadDistance(from: { text: string; place: LocatedPlace | null }, to: { text: string; place: LocatedPlace | null }): RoadDistance {
  let distanceKm: number;
  let method: RoadDistance['method'];
  const greatCircle = from.place && to.place ? distanceKmBetween(from.place, to.place) : 0;
  if (greatCircle > 0) {
    distanceKm = roadKmFromGreatCircle(greatCircle);
    method = 'geodesic';
  } else {
    distanceKm = fallbackDistanceKm(from.place?.city ?? from.text, to.place?.city ?? to.text);
    method = 'fallback';
  }
  return { distanceKm, durationMinutes: estimateFlightMinutes(distanceKm), method };
}
