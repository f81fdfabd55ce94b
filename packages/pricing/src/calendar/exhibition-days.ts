import { utcDayNumber } from './calendar-date.js';

/**
 * How many days an exhibition runs, both ends counted (see docs/planner.md#days-and-nights), so a show on
 * a single day lasts 1. Missing or invalid dates, or an end before the start, give 0.
 */
export function exhibitionDays(start: string | Date | null | undefined, end: string | Date | null | undefined): number {
  const first = utcDayNumber(start);
  const last = utcDayNumber(end);
  if (first === undefined || last === undefined || last < first) return 0;
  return last - first + 1;
}
