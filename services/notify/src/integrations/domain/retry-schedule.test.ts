import { describe, expect, it } from 'vitest';
import { RETRY_DELAY_CAP_MS, retryAttempts, retryDelayMs } from './retry-schedule.js';

const DAY = 86_400_000;

describe('webhook retry schedule', () => {
  it('starts at the base delay and doubles', () => {
    const schedule = { baseMs: 30_000, windowMs: DAY };
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(tries, schedule))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than the cap between two tries, nor than the window', () => {
    expect(retryDelayMs(30, { baseMs: 30_000, windowMs: DAY })).toBe(RETRY_DELAY_CAP_MS);
    expect(retryDelayMs(30, { baseMs: 100, windowMs: 5_000 })).toBe(5_000);
    expect(retryDelayMs(10_000, { baseMs: 100, windowMs: DAY })).toBe(RETRY_DELAY_CAP_MS);
  });

  it('counts the tries whose start falls within 24 hours: 30 s doubling to 4 h 16 min, then every 6 h', () => {
    // 30 s … 256 min sum to 511 min (8 h 31 min); two 6-hour waits end at 20 h 31 min; a third would pass 24 h.
    expect(retryAttempts({ baseMs: 30_000, windowMs: DAY })).toBe(1 + 10 + 2);
  });

  it('keeps every try within the window', () => {
    for (const schedule of [
      { baseMs: 30_000, windowMs: DAY },
      { baseMs: 50, windowMs: 1_000 },
      { baseMs: 1_000, windowMs: 1_000 },
      { baseMs: 5_000, windowMs: 1_000 },
    ]) {
      const attempts = retryAttempts(schedule);
      let elapsed = 0;
      for (let tries = 1; tries < attempts; tries += 1) elapsed += retryDelayMs(tries, schedule);
      expect(elapsed).toBeLessThanOrEqual(schedule.windowMs);
      expect(elapsed + retryDelayMs(attempts, schedule)).toBeGreaterThan(schedule.windowMs);
    }
  });

  it('gives at least the first try even when the base is longer than the window', () => {
    expect(retryAttempts({ baseMs: 5_000, windowMs: 1_000 })).toBe(1);
  });
});
