import { DISTANCE_KM_MAX } from '@stallplan/contracts';

/** An estimate as the distance field holds it: whole kilometres within 0 to 5000 (see docs/planner.md#distance). */
export function roundedKm(km: number): number {
  return Math.min(DISTANCE_KM_MAX, Math.max(0, Math.round(km)));
}

/**
 * The field takes an estimate above zero (see docs/planner.md#distance) that differs from what it holds. Only an answer
 * for a city pair chosen on this visit may replace a value; the pair the page opened with only
 * fills a blank field, so a distance typed before a reload survives it.
 */
export function shouldFillDistance(estimateKm: number, current: number | '', pairChosenNow: boolean): boolean {
  if (estimateKm <= 0 || estimateKm === current) return false;
  return pairChosenNow || current === '';
}
