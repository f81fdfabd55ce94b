/**
 * Dates as the app shows them (briefs, bids, plans, reviews). A show's dates are calendar days (`2027-01-20`)
 * and read the same everywhere; instants (when bids close, when a brief was sent) are shown as
 * the day in India, where the shows are.
 */
const calendarDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const indianDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `2027-01-20` → `20 Jan 2027`; anything else is shown as given. */
export function formatCalendarDay(day: string): string {
  if (!DAY.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/** The show's dates: one day, or `20 Jan 2027 to 22 Jan 2027`. */
export function formatDayRange(start: string, end: string): string {
  return start === end || !end ? formatCalendarDay(start) : `${formatCalendarDay(start)} to ${formatCalendarDay(end)}`;
}

/** An ISO instant as its day in India: `2027-01-05T20:00:00Z` → `6 Jan 2027`. */
export function formatIndianDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : indianDay.format(date);
}
