import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHealth } from './get-health.js';

describe('getHealth', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the per-service picture even from a 503', async () => {
    const body = { success: false, status: 'degraded', services: { quotes: { status: 'unavailable', error: 'is unavailable' } } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 503 }));
    await expect(getHealth()).resolves.toEqual(body);
  });

  it('says what went wrong when the answer is not a health report', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(getHealth()).rejects.toThrow('The server answered 502 without a health report.');
  });
});
