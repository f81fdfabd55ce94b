import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminRevocationKey, signAdminToken } from '@stallplan/service-kit';
import { buildContent, closeContent, TEST_ADMIN_SECRET } from './helper.js';

/** An id that names no article: a write with a token that passes the check gets 404, never a change. */
const NO_ARTICLE = '/api/blogs/aaaaaaaaaaaaaaaaaaaaaaaa';

describe("content's admin check", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildContent();
  });
  afterAll(async () => {
    await closeContent(app);
  });

  it('refuses a token the gateway logged out, though its signature and expiry are good', async () => {
    const { token, claims } = await signAdminToken(TEST_ADMIN_SECRET);
    const before = await app.inject({ method: 'DELETE', url: NO_ARTICLE, headers: { 'x-admin-token': token } });
    expect(before.statusCode).toBe(404);
    // What the gateway's logout writes.
    await app.redis.set(adminRevocationKey(claims.jti), '1', 'EX', 60);
    const after = await app.inject({ method: 'DELETE', url: NO_ARTICLE, headers: { 'x-admin-token': token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: 'Your admin session is not valid or has expired. Please sign in again.' });
    await app.redis.del(adminRevocationKey(claims.jti));
  });

  it('refuses with 503 rather than guess when the deny-list cannot be read', async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const cutOff = await buildContent();
    try {
      // Its Redis connection is gone for good, as when Redis is out of reach.
      cutOff.redis.disconnect(false);
      const res = await cutOff.inject({ method: 'DELETE', url: NO_ARTICLE, headers: { 'x-admin-token': token } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'Admin sign-in cannot be checked right now. Please try again shortly.' });
    } finally {
      await closeContent(cutOff);
    }
  });
});
