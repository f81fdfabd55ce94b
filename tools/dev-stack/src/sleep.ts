import { setTimeout as delay } from 'node:timers/promises';

/** Waits ms milliseconds, or less when the signal aborts (never rejects). */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  await delay(ms, undefined, signal ? { signal } : {}).catch(() => undefined);
}
