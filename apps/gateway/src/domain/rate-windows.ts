const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The clock minute a key's per-minute count belongs to (minutes since the epoch). */
export function epochMinute(nowMs: number): number {
  return Math.floor(nowMs / MINUTE_MS);
}

/** Whole seconds until the next clock minute, 1 to 60: when a per-minute count starts again. */
export function secondsToNextMinute(nowMs: number): number {
  return Math.ceil((MINUTE_MS - (nowMs % MINUTE_MS)) / 1000) || 60;
}

/** Whole seconds until midnight UTC, at least 1: when a daily quota renews. */
export function secondsToUtcMidnight(nowMs: number): number {
  return Math.max(1, Math.ceil((DAY_MS - (nowMs % DAY_MS)) / 1000));
}
