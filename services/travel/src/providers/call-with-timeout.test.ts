import { describe, expect, it } from 'vitest';
import { callWithTimeout } from './call-with-timeout.js';
import { ProviderTimeoutError } from './provider-timeout-error.js';

describe('callWithTimeout', () => {
  it('hands back what the call answers in time', async () => {
    await expect(callWithTimeout('builtin', 100, async () => 42)).resolves.toBe(42);
  });

  it('gives up at the deadline and aborts the call', async () => {
    let signalSeen: AbortSignal | undefined;
    const started = Date.now();
    const attempt = callWithTimeout('slow', 50, (signal) => {
      signalSeen = signal;
      return new Promise<never>(() => undefined);
    });
    await expect(attempt).rejects.toBeInstanceOf(ProviderTimeoutError);
    await expect(attempt).rejects.toMatchObject({ provider: 'slow', timeoutMs: 50, message: 'The slow provider did not answer within 50 ms.' });
    expect(Date.now() - started).toBeLessThan(500);
    expect(signalSeen?.aborted).toBe(true);
  });

  it("passes on the call's own failure", async () => {
    await expect(callWithTimeout('broken', 100, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
