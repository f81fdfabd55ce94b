import { Redis } from 'ioredis';
import { DevStackError } from './dev-stack-error.js';
import { sleep } from './sleep.js';
import type { WaitOptions } from './wait-for-mongo.js';

/** Resolves once the server at url answers PING; rejects after timeoutMs. */
export async function waitForRedis(url: string, timeoutMs: number, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline && !options.signal?.aborted) {
    const client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 2_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const answer = await client.ping();
      if (answer === 'PONG') return;
      lastError = new Error(`PING answered ${answer}`);
    } catch (error) {
      lastError = error;
    } finally {
      client.disconnect();
    }
    await sleep(options.intervalMs ?? 150, options.signal);
  }
  const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new DevStackError(`Redis at ${url} did not answer PING within ${timeoutMs / 1000} s${reason}`);
}
