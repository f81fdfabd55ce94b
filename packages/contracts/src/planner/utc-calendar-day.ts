const DAY_MS = 86_400_000;

/**
 * Today's date as `YYYY-MM-DD`, in UTC. Request defaults use it at parse time, so a browser and a
 * service on either side of midnight in India may differ by a day; UTC keeps every service the same.
 */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The date `days` after a `YYYY-MM-DD` date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` date to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
