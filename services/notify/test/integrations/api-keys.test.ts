import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, type ApiKey } from '@stallplan/contracts';
import { apiKeyDayKey, apiKeyUsageKey, hashApiKey, readApiKeyRecord, removeApiKeyRecord, utcDay, writeApiKeyRecord } from '@stallplan/service-kit';
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
      version: 1,
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

  describe('changed at the same moment', () => {
    const TRIALS = 10;
    const post = async (id: string, action: 'rotate' | 'revoke') =>
      app.inject({ method: 'POST', url: `/api/admin/api-keys/${id}/${action}`, headers: await adminHeaders() });
    /** What the gateway would find for a secret: its record, or null when unknown. */
    const mirrored = (secret: string) => readApiKeyRecord(redis(), hashApiKey(secret));
    const stored = (id: string) => notifyInternals(app).integrations.apiKeys.findById(id).lean();

    it('rotate and revoke: the revocation holds, in the store and in the mirror, for every secret the key ever had', async () => {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const { key, secret } = await issueKey(app, ['vendors:read']);
        const [rotate, revoke] = await Promise.all([post(key.id, 'rotate'), post(key.id, 'revoke')]);
        expect(revoke.statusCode).toBe(200);
        expect(revoke.json().data.status).toBe('revoked');
        expect((await stored(key.id))?.status).toBe('revoked');
        for (const issued of [secret, ...(rotate.statusCode === 200 ? [rotate.json().data.secret as string] : [])]) {
          expect((await mirrored(issued))?.status ?? 'unknown').not.toBe('active');
        }
        if (rotate.statusCode !== 200) expect(rotate.statusCode).toBe(409);
      }
    });

    it('two revocations: both answer revoked and the key stays so', async () => {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const { key, secret } = await issueKey(app, ['vendors:read']);
        const answers = await Promise.all([post(key.id, 'revoke'), post(key.id, 'revoke')]);
        expect(answers.map((res) => [res.statusCode, res.json().data.status])).toEqual([
          [200, 'revoked'],
          [200, 'revoked'],
        ]);
        expect((await mirrored(secret))?.status).toBe('revoked');
      }
    });

    it('two rotations: they apply one after the other, and only the secret stored last works', async () => {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const { key, secret } = await issueKey(app, ['vendors:read']);
        const answers = await Promise.all([post(key.id, 'rotate'), post(key.id, 'rotate')]);
        for (const res of answers) expect([200, 409]).toContain(res.statusCode);
        const handedOut = answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.secret as string);
        const storedHash = (await stored(key.id))?.secretHash;
        const [current, ...others] = [...handedOut].sort((a) => (hashApiKey(a) === storedHash ? -1 : 1));
        expect(hashApiKey(current!)).toBe(storedHash);
        expect((await mirrored(current!))?.status).toBe('active');
        for (const dead of [secret, ...others]) expect(await mirrored(dead)).toBeNull();
      }
    });

    it('the mirror keeps the newer state when an older one is written after it, and never makes a revoked key active', async () => {
      const { key, secret } = await issueKey(app, ['vendors:read']);
      const hash = hashApiKey(secret);
      const record = { id: key.id, scopes: ['vendors:read' as const], ratePerMinute: 600, dailyQuota: 50_000 };
      expect(await writeApiKeyRecord(redis(), hash, { ...record, status: 'revoked', version: 3 })).toBe(true);
      expect(await writeApiKeyRecord(redis(), hash, { ...record, status: 'active', version: 2 })).toBe(false);
      expect(await writeApiKeyRecord(redis(), hash, { ...record, status: 'active', version: 9 })).toBe(false);
      expect(await mirrored(secret)).toMatchObject({ status: 'revoked', version: 3 });
      expect(await writeApiKeyRecord(redis(), hash, { ...record, status: 'revoked', ratePerMinute: 5, version: 4 })).toBe(true);
      expect(await mirrored(secret)).toMatchObject({ status: 'revoked', ratePerMinute: 5, version: 4 });
    });
  });
});
