import { toTimestamp } from '@stallplan/pricing';

// Calendar days are UTC midnights (how `YYYY-MM-DD` is read); instants are shown in Indian time,
// since exhibitors and builders are in India.
const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_ONLY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', timeZone: 'UTC' });
const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * `10–12 September 2026` within one month, `30 September 2026 – 2 October 2026` across months;
 * days that are not calendar days are shown as they came.
 */
export function dayRange(start: string, end: string): string {
  const from = toTimestamp(start);
  const to = toTimestamp(end);
  if (from === undefined || to === undefined) return start === end ? start : `${start} – ${end}`;
  if (from === to) return DAY.format(from);
  const sameMonth = new Date(from).getUTCFullYear() === new Date(to).getUTCFullYear() && new Date(from).getUTCMonth() === new Date(to).getUTCMonth();
  return sameMonth ? `${DAY_ONLY.format(from)}–${DAY.format(to)}` : `${DAY.format(from)} – ${DAY.format(to)}`;
}

/** `27 November 2026`: one calendar day (`YYYY-MM-DD`); anything else is shown as it came. */
export function calendarDay(date: string): string {
  const day = toTimestamp(date);
  return day === undefined ? date : DAY.format(day);
}

/** `14 March 2026 at 6:00 pm IST`: a deadline, in the readers' own time zone. */
export function indianDateTime(iso: string): string {
  const time = toTimestamp(iso) ?? Date.parse(iso);
  return Number.isNaN(time) ? iso : `${INDIAN_TIME.format(time)} IST`;
}
