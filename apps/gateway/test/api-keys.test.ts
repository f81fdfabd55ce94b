import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API_KEY_ID_HEADER, API_KEY_PREFIX, type ApiScope } from '@stallplan/contracts';
import { apiKeyDayKey, apiKeyMinuteKey, apiKeyUsageKey, hashApiKey, utcDay, writeApiKeyRecord, type ApiKeyRecord } from '@stallplan/service-kit';
import { buildGateway, uniqueClientIp } from './helper.js';
import { startTcpRelay } from './tcp-relay.js';
import { closedPortUrl, startUpstream, type UpstreamFixture } from './upstream-fixture.js';

interface TestKey {
  secret: string;
  hash: string;
  record: ApiKeyRecord;
}

const NEEDS_KEY = 'This call needs an API key: send it as Authorization: Bearer <key>.';

describe('API keys at the gateway', () => {
  let gateway: FastifyInstance;
  let catalog: UpstreamFixture;
  let travel: UpstreamFixture;
  let notify: UpstreamFixture;
  /** The gateway's Redis, as notify writes keys into it. */
  let redis: Redis;

  /** A key of its own for each test, written where notify would write it. */
  async function issueKey(scopes: ApiScope[], limits: Partial<Pick<ApiKeyRecord, 'ratePerMinute' | 'dailyQuota' | 'status'>> = {}): Promise<TestKey> {
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const hash = hashApiKey(secret);
    const record: ApiKeyRecord = { id: randomBytes(12).toString('hex'), scopes, ratePerMinute: 100, dailyQuota: 1000, status: 'active', version: 1, ...limits };
    await writeApiKeyRecord(redis, hash, record);
    return { secret, hash, record };
  }

  const keyed = (key: TestKey | string, method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
    gateway.inject({
      method,
      url,
      headers: { authorization: `Bearer ${typeof key === 'string' ? key : key.secret}`, ...headers },
      ...(method === 'POST' ? { payload: {} } : {}),
      remoteAddress: uniqueClientIp(),
    });

  /** Everything the script may have counted for a key: usage hash, today's and this minute's counters. */
  async function countersOf(key: TestKey, at = new Date()) {
    const [usage, today, minute] = await Promise.all([
      redis.hgetall(apiKeyUsageKey(key.record.id)),
      redis.get(apiKeyDayKey(key.record.id, utcDay(at))),
      redis.get(apiKeyMinuteKey(key.record.id, Math.floor(at.getTime() / 60_000))),
    ]);
    return { total: usage.total ?? null, lastUsedAt: usage.lastUsedAt ?? null, today, minute };
  }

  beforeAll(async () => {
    redis = new Redis(inject('redisUrl'));
    catalog = await startUpstream('catalog');
    travel = await startUpstream('travel');
    notify = await startUpstream('notify');
    gateway = await buildGateway({
      CATALOG_URL: catalog.url,
      TRAVEL_URL: travel.url,
      NOTIFY_URL: notify.url,
      CONTENT_URL: await closedPortUrl(),
      RATE_LIMIT_PER_MINUTE: '3',
      CORS_ORIGINS: 'https://crm.example.test',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([catalog.close(), travel.close(), notify.close()]);
    redis.disconnect();
  });

  describe('versioned paths', () => {
    it('serves /api/v1/... as /api/... at the service, with the key id and without the secret', async () => {
      const key = await issueKey(['vendors:read']);
      const res = await keyed(key, 'GET', '/api/v1/vendors/abc123?page=2');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ service: 'catalog', method: 'GET', url: '/api/vendors/abc123?page=2' });
      expect(catalog.seen.at(-1)?.url).toBe('/api/vendors/abc123?page=2');
      const headers = catalog.headersSeen.at(-1)!;
      expect(headers[API_KEY_ID_HEADER]).toBe(key.record.id);
      expect(headers.authorization).toBeUndefined();
    });

    it('refuses a versioned call without a key with 401, before any service sees it', async () => {
      const before = catalog.seen.length;
      for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }]) {
        const res = await gateway.inject({ method: 'GET', url: '/api/v1/vendors', headers, remoteAddress: uniqueClientIp() });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, error: NEEDS_KEY });
      }
      expect(catalog.seen.length).toBe(before);
    });

    it('keeps the unversioned paths open to anonymous callers, under the per-address limit', async () => {
      const ip = uniqueClientIp();
      const codes: number[] = [];
      for (let call = 0; call < 4; call += 1) codes.push((await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress: ip })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(catalog.seen.at(-1)?.url).toBe('/api/vendors');
    });

    it('lets keyed calls past the per-address limit: the key has limits of its own', async () => {
      const ip = uniqueClientIp();
      for (let call = 0; call < 3; call += 1) await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress: ip });
      expect((await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress: ip })).statusCode).toBe(429);
      const key = await issueKey(['vendors:read']);
      for (let call = 0; call < 5; call += 1) {
        const res = await gateway.inject({ method: 'GET', url: '/api/v1/vendors', headers: { authorization: `Bearer ${key.secret}` }, remoteAddress: ip });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    });

    it('checks a key sent on an unversioned path the same way', async () => {
      const unknown = await keyed(`${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`, 'GET', '/api/vendors');
      expect(unknown.statusCode).toBe(401);
      const key = await issueKey(['events:read']);
      const lacking = await keyed(key, 'GET', '/api/vendors');
      expect(lacking.statusCode).toBe(403);
      expect(lacking.json().error).toBe('This API key lacks the vendors:read scope that GET /api/vendors needs.');
      const allowed = await keyed(key, 'GET', '/api/events');
      expect(allowed.statusCode).toBe(200);
      expect(catalog.headersSeen.at(-1)?.[API_KEY_ID_HEADER]).toBe(key.record.id);
    });
  });

  describe('the key id header', () => {
    it('drops a client-sent key id from an anonymous call', async () => {
      const res = await gateway.inject({ method: 'GET', url: '/api/events', headers: { [API_KEY_ID_HEADER]: 'forged' }, remoteAddress: uniqueClientIp() });
      expect(res.statusCode).toBe(200);
      expect(catalog.headersSeen.at(-1)?.[API_KEY_ID_HEADER]).toBeUndefined();
    });

    it("replaces a client-sent key id with the calling key's own", async () => {
      const key = await issueKey(['events:read']);
      const res = await keyed(key, 'GET', '/api/v1/events', { [API_KEY_ID_HEADER]: 'someone-else' });
      expect(res.statusCode).toBe(200);
      expect(catalog.headersSeen.at(-1)?.[API_KEY_ID_HEADER]).toBe(key.record.id);
    });
  });

  describe('refusals', () => {
    it('answers an unknown or malformed key with 401 and counts nothing', async () => {
      const before = catalog.seen.length;
      for (const secret of [`${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`, 'not-a-key']) {
        const res = await keyed(secret, 'GET', '/api/v1/vendors');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, error: 'This API key is not valid.' });
        expect(res.headers['ratelimit-limit']).toBeUndefined();
      }
      expect(catalog.seen.length).toBe(before);
    });

    it('answers a revoked key with 401 and counts nothing', async () => {
      const key = await issueKey(['vendors:read'], { status: 'revoked' });
      const res = await keyed(key, 'GET', '/api/v1/vendors');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'This API key was revoked.' });
      expect(await countersOf(key)).toEqual({ total: null, lastUsedAt: null, today: null, minute: null });
    });

    it('answers a missing scope with 403 naming the scope and the route, with the limits, and counts nothing', async () => {
      const key = await issueKey(['vendors:read'], { ratePerMinute: 7, dailyQuota: 70 });
      const before = travel.seen.length;
      const res = await keyed(key, 'POST', '/api/v1/flights/search');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: 'This API key lacks the travel:search scope that POST /api/v1/flights/search needs.' });
      expect(res.headers['ratelimit-limit']).toBe('7');
      expect(res.headers['ratelimit-remaining']).toBe('7');
      expect(res.headers['x-quota-limit']).toBe('70');
      expect(travel.seen.length).toBe(before);
      expect(await countersOf(key)).toEqual({ total: null, lastUsedAt: null, today: null, minute: null });
    });

    it("refuses a key on routes no scope opens (admin, uploads, the gateway's own login) with 403", async () => {
      const key = await issueKey([
        ...(['vendors:read', 'events:read', 'travel:search', 'quotes:write', 'plans:write', 'briefs:write', 'webhooks:manage'] as const),
      ]);
      const before = { catalog: catalog.seen.length, notify: notify.seen.length };
      const cases: Array<['GET' | 'POST', string, string]> = [
        ['GET', '/api/v1/admin/vendors', 'GET /api/v1/admin/vendors'],
        ['POST', '/api/v1/admin/api-keys', 'POST /api/v1/admin/api-keys'],
        ['POST', '/api/v1/upload/logo', 'POST /api/v1/upload/logo'],
        ['POST', '/api/admin/login', 'POST /api/admin/login'],
        ['GET', '/api/v1/bids/some-token', 'GET /api/v1/bids/:token'],
      ];
      for (const [method, url, shown] of cases) {
        const res = await keyed(key, method, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error).toMatch(new RegExp(`^API keys cannot call ${shown.replaceAll('/', '\\/')}; `));
      }
      expect({ catalog: catalog.seen.length, notify: notify.seen.length }).toEqual(before);
      expect(await countersOf(key)).toEqual({ total: null, lastUsedAt: null, today: null, minute: null });
    });

    it('answers a bearer that is no key (an admin token, say) with 401 on any route, before asking whether a key may call it', async () => {
      const adminTokenShaped = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';
      for (const url of ['/api/admin/vendors', '/api/admin/verify', '/api/v1/vendors']) {
        const res = await gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminTokenShaped}` } });
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error, url).toBe('This API key is not valid.');
      }
    });

    it('answers a keyed call to a path no contract route has with 404, instead of passing it on', async () => {
      const key = await issueKey(['vendors:read']);
      const before = catalog.seen.length;
      const res = await keyed(key, 'GET', '/api/v1/vendors/abc/portfolio');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'There is no GET /api/v1/vendors/abc/portfolio here.' });
      expect(catalog.seen.length).toBe(before);
    });
  });

  describe("an integrator's own webhook routes", () => {
    it('need a key even unversioned', async () => {
      const before = notify.seen.length;
      const res = await gateway.inject({ method: 'GET', url: '/api/webhooks', remoteAddress: uniqueClientIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: NEEDS_KEY });
      expect(notify.seen.length).toBe(before);
    });

    it('reach notify with the key id when the key has webhooks:manage', async () => {
      const key = await issueKey(['webhooks:manage']);
      const res = await keyed(key, 'GET', '/api/v1/webhooks/0123456789abcdef01234567/deliveries?limit=5');
      expect(res.statusCode).toBe(200);
      expect(notify.seen.at(-1)?.url).toBe('/api/webhooks/0123456789abcdef01234567/deliveries?limit=5');
      expect(notify.headersSeen.at(-1)?.[API_KEY_ID_HEADER]).toBe(key.record.id);
    });
  });

  describe('limits and counters', () => {
    // 12:00:30 UTC: half a minute to the next one, 11 h 59 min 30 s to midnight. Only Date is faked, and it stands still.
    const now = new Date('2026-11-27T12:00:30.000Z');
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts a call let through: both counters, the total and the last use, with the headers', async () => {
      const key = await issueKey(['vendors:read'], { ratePerMinute: 10, dailyQuota: 100 });
      const first = await keyed(key, 'GET', '/api/v1/vendors');
      const second = await keyed(key, 'GET', '/api/v1/vendors');
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.headers).toMatchObject({
        'ratelimit-limit': '10',
        'ratelimit-remaining': '8',
        'ratelimit-reset': '30',
        'x-quota-limit': '100',
        'x-quota-remaining': '98',
        'x-quota-reset': String(11 * 3600 + 59 * 60 + 30),
      });
      expect(await countersOf(key, now)).toEqual({ total: '2', lastUsedAt: String(now.getTime()), today: '2', minute: '2' });
      expect(await redis.ttl(apiKeyMinuteKey(key.record.id, Math.floor(now.getTime() / 60_000)))).toBeGreaterThan(60);
      expect(await redis.ttl(apiKeyDayKey(key.record.id, utcDay(now)))).toBeGreaterThan(86_400);
    });

    it('answers the call over the per-minute limit with 429 and Retry-After to the next minute, without counting it', async () => {
      const key = await issueKey(['vendors:read'], { ratePerMinute: 2, dailyQuota: 100 });
      const codes = [];
      for (let call = 0; call < 2; call += 1) codes.push((await keyed(key, 'GET', '/api/v1/vendors')).statusCode);
      const before = catalog.seen.length;
      const over = await keyed(key, 'GET', '/api/v1/vendors');
      expect([...codes, over.statusCode]).toEqual([200, 200, 429]);
      expect(over.json()).toEqual({
        success: false,
        error: 'This API key may make 2 requests a minute and has made them. Please wait 30 seconds and try again.',
      });
      expect(over.headers).toMatchObject({ 'retry-after': '30', 'ratelimit-limit': '2', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' });
      expect(catalog.seen.length).toBe(before);
      expect(await countersOf(key, now)).toMatchObject({ total: '2', today: '2', minute: '2' });
    });

    it('answers the call over the daily quota with 429 and Retry-After to midnight UTC', async () => {
      const key = await issueKey(['vendors:read'], { ratePerMinute: 100, dailyQuota: 3 });
      for (let call = 0; call < 3; call += 1) expect((await keyed(key, 'GET', '/api/v1/vendors')).statusCode).toBe(200);
      const over = await keyed(key, 'GET', '/api/v1/vendors');
      const untilMidnight = String(11 * 3600 + 59 * 60 + 30);
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe(`This API key has used its daily quota of 3 requests; it renews at midnight UTC, in ${untilMidnight} seconds.`);
      expect(over.headers).toMatchObject({ 'retry-after': untilMidnight, 'x-quota-limit': '3', 'x-quota-remaining': '0', 'ratelimit-remaining': '97' });
      expect(await countersOf(key, now)).toMatchObject({ total: '3', today: '3', minute: '3' });
    });

    it("starts a key's minute again in the next minute", async () => {
      const key = await issueKey(['vendors:read'], { ratePerMinute: 1, dailyQuota: 100 });
      expect((await keyed(key, 'GET', '/api/v1/vendors')).statusCode).toBe(200);
      expect((await keyed(key, 'GET', '/api/v1/vendors')).statusCode).toBe(429);
      vi.setSystemTime(new Date(now.getTime() + 30_000));
      expect((await keyed(key, 'GET', '/api/v1/vendors')).statusCode).toBe(200);
    });
  });

  it('lets a page of an allowed origin read the limits of a keyed answer', async () => {
    const preflight = await gateway.inject({
      method: 'OPTIONS',
      url: '/api/v1/vendors',
      headers: { origin: 'https://crm.example.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      remoteAddress: uniqueClientIp(),
    });
    expect(preflight.statusCode).toBe(204);
    const key = await issueKey(['vendors:read']);
    const res = await keyed(key, 'GET', '/api/v1/vendors', { origin: 'https://crm.example.test' });
    expect(res.headers['access-control-expose-headers']).toMatch(/ratelimit-remaining/);
    expect(res.headers['access-control-expose-headers']).toMatch(/retry-after/);
  });
});

describe('API keys when Redis does not answer', () => {
  it('answers keyed calls with 503 and never lets them through; anonymous calls go on', async () => {
    const catalog = await startUpstream('catalog');
    const relay = await startTcpRelay(inject('redisUrl'));
    const gateway = await buildGateway({ CATALOG_URL: catalog.url, REDIS_URL: relay.url });
    try {
      await relay.cut();
      const res = await gateway.inject({
        method: 'GET',
        url: '/api/v1/vendors',
        headers: { authorization: `Bearer ${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}` },
        remoteAddress: uniqueClientIp(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'API keys cannot be checked right now. Please try again in a moment.' });
      expect(catalog.seen).toEqual([]);
      const anonymous = await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress: uniqueClientIp() });
      expect(anonymous.statusCode).toBe(200);
    } finally {
      await gateway.close();
      await catalog.close();
    }
  });
});
