import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, type ApiKey } from '@stallplan/contracts';
import { apiKeyDayKey, apiKeyUsageKey, hashApiKey, readApiKeyRecord, removeApiKeyRecord, utcDay } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { adminHeaders, buildNotify, notifyInternals } from '../helper.js';
import { issueKey } from './integration-helpers.js';

describe('API keys', () => {
  const dbName = uniqueDbName('notify');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildNotify({ MONGO_DB: dbName });
  });
  afterAll(async () => {
    await app?.close();
  });
  const redis = () => notifyInternals(app).redis;

  it('are issued once with their secret, stored hashed, and mirrored into Redis for the gateway', async () => {
    const { key, secret } = await issueKey(app, ['vendors:read', 'webhooks:manage']);
    expect(secret).toMatch(API_KEY_PATTERN);
    expect(key).toMatchObject({ status: 'active', scopes: ['vendors:read', 'webhooks:manage'], ratePerMinute: 600, dailyQuota: 50_000 });
    expect(secret.startsWith(key.keyStart)).toBe(true);
    expect(key.keyStart.length).toBeLessThan(secret.length);

    const stored = await notifyInternals(app).integrations.apiKeys.findById(key.id).lean();
    expect(stored?.secretHash).toBe(hashApiKey(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect(await readApiKeyRecord(redis(), hashApiKey(secret))).toEqual({
      id: key.id,
      scopes: ['vendors:read', 'webhooks:manage'],
      ratePerMinute: 600,
      dailyQuota: 50_000,
      status: 'active',
    });
  });

  it('are listed with the use the gateway counted, never with a secret', async () => {
    const { key, secret } = await issueKey(app, ['events:read'], 'Counted key');
    const lastUse = Date.parse('2026-11-20T08:00:00.000Z');
    await redis().hset(apiKeyUsageKey(key.id), { total: '42', lastUsedAt: String(lastUse) });
    await redis().set(apiKeyDayKey(key.id, utcDay(new Date())), '7');

    const res = await app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: await adminHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(secret);
    const listed = (res.json().data as ApiKey[]).find((entry) => entry.id === key.id);
    expect(listed).toMatchObject({ requestCount: 42, requestsToday: 7, lastUsedAt: '2026-11-20T08:00:00.000Z' });
  });

  it('rotate to a new secret; the old one leaves the mirror at once', async () => {
    const { key, secret } = await issueKey(app, ['travel:search']);
    const res = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${key.id}/rotate`, headers: await adminHeaders() });
    expect(res.statusCode).toBe(200);
    const rotated = res.json().data as { key: ApiKey; secret: string };
    expect(rotated.secret).toMatch(API_KEY_PATTERN);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.key.rotatedAt).not.toBeNull();
    expect(await readApiKeyRecord(redis(), hashApiKey(secret))).toBeNull();
    expect((await readApiKeyRecord(redis(), hashApiKey(rotated.secret)))?.id).toBe(key.id);
  });

  it('revoke for good: the mirror says revoked, and a revoked key cannot be rotated', async () => {
    const { key, secret } = await issueKey(app, ['plans:write']);
    const headers = await adminHeaders();
    const res = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${key.id}/revoke`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: key.id, status: 'revoked' });
    expect(res.json().data.revokedAt).not.toBeNull();
    expect((await readApiKeyRecord(redis(), hashApiKey(secret)))?.status).toBe('revoked');

    const rotate = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${key.id}/rotate`, headers });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toEqual({ success: false, error: 'A revoked key cannot be rotated; issue a new key instead.' });
  });

  it('are the admin’s alone, and an unknown id is a 404 with a sentence', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/api-keys' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${'a'.repeat(24)}/revoke`, headers: await adminHeaders() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'No API key has this id.' });
  });

  it('are mirrored again from Mongo when notify starts, so a Redis that lost them is mended', async () => {
    const { secret } = await issueKey(app, ['vendors:read']);
    const revoked = await issueKey(app, ['vendors:read']);
    await app.inject({ method: 'POST', url: `/api/admin/api-keys/${revoked.key.id}/revoke`, headers: await adminHeaders() });
    await removeApiKeyRecord(redis(), hashApiKey(secret));
    await removeApiKeyRecord(redis(), hashApiKey(revoked.secret));

    const restarted = await buildNotify({ MONGO_DB: dbName });
    try {
      expect((await readApiKeyRecord(redis(), hashApiKey(secret)))?.status).toBe('active');
      expect((await readApiKeyRecord(redis(), hashApiKey(revoked.secret)))?.status).toBe('revoked');
    } finally {
      await restarted.close();
    }
  });
});
