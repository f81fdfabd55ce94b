/** No single wait between two tries is longer than this, however long the window (docs/integrations.md#retries). */
export const RETRY_DELAY_CAP_MS = 6 * 3_600_000;

export interface RetrySchedule {
  /** The first retry's delay; each later one doubles it, up to the cap. */
  baseMs: number;
  /** How long after the first try the last retry may start. */
  windowMs: number;
}

/** The wait after the `tries`-th failed try (1 for the first). */
export function retryDelayMs(tries: number, { baseMs, windowMs }: RetrySchedule): number {
  const cap = Math.max(baseMs, Math.min(RETRY_DELAY_CAP_MS, windowMs));
  // 2^40 already exceeds any cap; past it the power is only a risk of Infinity.
  return Math.min(baseMs * 2 ** Math.min(tries - 1, 40), cap);
}

/** Tries in all (the first and every retry) whose start falls within the window. */
export function retryAttempts(schedule: RetrySchedule): number {
  let attempts = 1;
  let elapsed = 0;
  for (;;) {
    const next = elapsed + retryDelayMs(attempts, schedule);
    if (next > schedule.windowMs) return attempts;
    elapsed = next;
    attempts += 1;
  }
}
