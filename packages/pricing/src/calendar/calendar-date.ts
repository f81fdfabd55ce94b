export const DAY_MS = 86_400_000;

/** A date, optionally followed by a time that names its zone (a time without one depends on the machine's zone). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The instant a date stands for: `YYYY-MM-DD` is midnight UTC, a date-time with `Z` or an offset
 * is that instant, a `Date` is taken as it is. The date must be a real calendar day, since
 * `Date.parse('2026-02-31')` quietly gives 3 March. Anything missing or unreadable gives undefined.
 */
export function toTimestamp(value: string | Date | null | undefined): number | undefined {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(day).toISOString().slice(0, 10) !== text.slice(0, 10)) return undefined;
  if (match[4] === undefined) return day;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/** The UTC calendar day a date falls on, counted from 1970-01-01, so differences are whole days. */
export function utcDayNumber(value: string | Date | null | undefined): number | undefined {
  const time = toTimestamp(value);
  return time === undefined ? undefined : Math.floor(time / DAY_MS);
}
