import { ProviderTimeoutError } from './provider-timeout-error.js';

/**
 * Runs one provider call with a deadline. On time-out the call's signal aborts (a real adapter
 * stops its HTTP request) and the caller gets a ProviderTimeoutError at once, whatever the
 * provider does next.
 */
export async function callWithTimeout<T>(provider: string, timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new ProviderTimeoutError(provider, timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
