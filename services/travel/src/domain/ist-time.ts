const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = 86_400_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A local time in India as an ISO 8601 timestamp with its offset, `2026-12-01T06:05:00+05:30`.
 * Minutes past 24 hours roll over to the next days, so an arrival after midnight gets its own date.
 */
export function istTimestamp(date: string, minutesAfterMidnight: number): string {
  const whole = Math.round(minutesAfterMidnight);
  const dayOffset = Math.floor(whole / MINUTES_PER_DAY);
  const minuteOfDay = whole - dayOffset * MINUTES_PER_DAY;
  const day = new Date(Date.parse(`${date}T00:00:00Z`) + dayOffset * DAY_MS).toISOString().slice(0, 10);
  return `${day}T${twoDigits(Math.floor(minuteOfDay / 60))}:${twoDigits(minuteOfDay % 60)}:00+05:30`;
}

/** 0 for Sunday to 6 for Saturday, for a `YYYY-MM-DD` date. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
