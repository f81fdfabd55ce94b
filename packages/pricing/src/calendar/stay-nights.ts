import { utcDayNumber } from './calendar-date.js';

/** The hotel stay assumed when check-in or check-out is not known (3 nights, see docs/planner.md#days-and-nights). */
export const DEFAULT_STAY_NIGHTS = 3;

/**
 * Nights between check-in and check-out (the difference in days), never below 0. When either
 * date is missing or unreadable, the default stay applies.
 */
export function stayNights(checkIn: string | Date | null | undefined, checkOut: string | Date | null | undefined): number {
  const first = utcDayNumber(checkIn);
  const last = utcDayNumber(checkOut);
  if (first === undefined || last === undefined) return DEFAULT_STAY_NIGHTS;
  return Math.max(0, last - first);
}
