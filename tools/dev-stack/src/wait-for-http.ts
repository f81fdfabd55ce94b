import { DevStackError } from './dev-stack-error.js';
import { sleep } from './sleep.js';
import type { WaitOptions } from './wait-for-mongo.js';

/** Resolves once GET url answers 200; rejects after timeoutMs with the last status or error. */
export async function waitForHttpOk(url: string, timeoutMs: number, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !options.signal?.aborted) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(250, Math.min(2_000, deadline - Date.now()))) });
      await response.body?.cancel();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(options.intervalMs ?? 200, options.signal);
  }
  throw new DevStackError(`GET ${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
