/** The cruising speed the estimate assumes (see docs/planner.md#distance-estimates). */
export const FLIGHT_SPEED_KMH = 600;

/** Estimated flight time in whole minutes (distance / 600 hours); no usable distance gives 0. */
export function estimateFlightMinutes(distanceKm: number | null | undefined): number {
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm <= 0) return 0;
  return Math.round((distanceKm / FLIGHT_SPEED_KMH) * 60);
}
