import { describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { adminRevocationKey, signAdminToken } from '@stallplan/service-kit';
import { TEST_ADMIN_SECRET } from './helper.js';
import { catalogForTests, vendorInput } from './vendor-test-kit.js';

const ADMIN_CALLS = [
  { method: 'GET', url: '/api/admin/vendors' },
  { method: 'GET', url: '/api/admin/vendors/0123456789abcdef01234567' },
  { method: 'POST', url: '/api/admin/vendors' },
  { method: 'PUT', url: '/api/admin/vendors/0123456789abcdef01234567' },
  { method: 'DELETE', url: '/api/admin/vendors/0123456789abcdef01234567' },
  { method: 'GET', url: '/api/admin/stats' },
] as const;

describe('admin routes check the token themselves', () => {
  const catalog = catalogForTests();

  const call = (request: (typeof ADMIN_CALLS)[number], headers: Record<string, string>) => {
    const body = request.method === 'POST' || request.method === 'PUT' ? { payload: vendorInput() } : {};
    return catalog.app.inject({ method: request.method, url: request.url, headers, ...body });
  };

  async function expectRefused(headers: Record<string, string>, error: string) {
    for (const request of ADMIN_CALLS) {
      const res = await call(request, headers);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, error });
    }
  }

  it('accepts a valid token', async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await catalog.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    await expectRefused({}, 'Admin sign-in is required for this action.');
  });

  it('refuses a token signed with another secret', async () => {
    const { token } = await signAdminToken('another-secret-that-is-long-enough-0123456');
    await expectRefused({ 'x-admin-token': token }, 'Your admin session is not valid or has expired. Please sign in again.');
  });

  it('refuses an expired token', async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET, -1);
    await expectRefused({ 'x-admin-token': token }, 'Your admin session is not valid or has expired. Please sign in again.');
  });

  it('refuses a token that was logged out at the gateway', async () => {
    const { token, claims } = await signAdminToken(TEST_ADMIN_SECRET);
    const accepted = await catalog.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { 'x-admin-token': token } });
    expect(accepted.statusCode).toBe(200);
    // What the gateway's logout writes.
    const redis = new Redis(inject('redisUrl'));
    const key = adminRevocationKey(claims.jti);
    try {
      await redis.set(key, '1', 'EX', 60);
      await expectRefused({ 'x-admin-token': token }, 'Your admin session is not valid or has expired. Please sign in again.');
    } finally {
      await redis.del(key);
      await redis.quit();
    }
  });

  it('refuses before it reads the body, so an unauthenticated write stores nothing', async () => {
    const res = await catalog.app.inject({ method: 'POST', url: '/api/admin/vendors', payload: { name: { $gt: '' } } });
    expect(res.statusCode).toBe(401);
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const list = await catalog.app.inject({ method: 'GET', url: '/api/admin/vendors', headers: { 'x-admin-token': token } });
    expect(list.json().data).toEqual([]);
  });
});
