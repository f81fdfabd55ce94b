import { MongoClient } from 'mongodb';
import { DevStackError } from './dev-stack-error.js';
import { sleep } from './sleep.js';

export interface WaitOptions {
  /** Stops waiting early (for instance when the server process has exited). */
  signal?: AbortSignal;
  /** Pause between attempts. */
  intervalMs?: number;
}

/** Resolves once the server at url answers a `ping` command; rejects after timeoutMs. */
export async function waitForMongo(url: string, timeoutMs: number, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline && !options.signal?.aborted) {
    const client = new MongoClient(url, {
      serverSelectionTimeoutMS: Math.max(250, Math.min(2_000, deadline - Date.now())),
      connectTimeoutMS: 2_000,
    });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await client.close().catch(() => undefined);
    }
    await sleep(options.intervalMs ?? 150, options.signal);
  }
  const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new DevStackError(`MongoDB at ${url} did not answer a ping within ${timeoutMs / 1000} s${reason}`);
}
