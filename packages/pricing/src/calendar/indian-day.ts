/**
 * Documents are dated in India, where their readers are: a quote made at 02:36 IST on 29 November
 * is dated 29 November, though it is still the 28th in UTC. India keeps one time, UTC+5:30, with no
 * daylight saving.
 */
export const INDIAN_TIME_ZONE = 'Asia/Kolkata';

const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIAN_TIME_ZONE });
const PARTS = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INDIAN_TIME_ZONE });

/** The calendar day in India at an instant, as `2026-11-29`. */
export function indianDay(at: Date): string {
  return PARTS.format(at);
}

/** The calendar day in India at an instant, as people read it: "29 November 2026". */
export function formatIndianDate(at: Date): string {
  return LONG_DATE.format(at);
}
