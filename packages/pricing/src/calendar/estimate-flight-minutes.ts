/** The cruising speed §9's estimate assumes. */
export const FLIGHT_SPEED_KMH = 600;

/** Estimated flight time in whole minutes (§9: distance / 600 hours); no usable distance gives 0. */
export function estimateFlightMinutes(distanceKm: number | null | undefined): number {
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm <= 0) return 0;
  return Math.round((distanceKm / FLIGHT_SPEED_KMH) * 60);
}
