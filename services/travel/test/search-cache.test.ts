import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { daysFromToday } from './dates.js';
import { buildTravel, openRedis, uniqueCachePrefix } from './helper.js';
import { recordingProviders } from './recording-providers.js';

const flightSearch = (origin = 'Chennai', destination = 'Kolkata') => ({ origin, destination, departureDate: daysFromToday(21), passengers: 2 });
const search = (app: FastifyInstance, payload: object = flightSearch()) => app.inject({ method: 'POST', url: '/api/flights/search', payload });

async function keysUnder(prefix: string): Promise<Array<{ key: string; ttlMs: number }>> {
  const connection = await openRedis();
  try {
    const keys = await connection.redis.keys(`${prefix}*`);
    return await Promise.all(keys.map(async (key) => ({ key, ttlMs: await connection.redis.pttl(key) })));
  } finally {
    await connection.close();
  }
}

describe('search cache', () => {
  const apps: FastifyInstance[] = [];
  const start = async (...args: Parameters<typeof buildTravel>) => {
    const app = await buildTravel(...args);
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('serves the second identical search from Redis, under the prefix, with the configured TTL', async () => {
    const prefix = uniqueCachePrefix('cache');
    const recording = recordingProviders();
    const app = await start({ CACHE_KEY_PREFIX: prefix, SEARCH_CACHE_TTL_SECONDS: '120' }, { providers: recording.providers });
    const first = await search(app);
    // Another spelling of the same cities is the same query.
    const second = await search(app, flightSearch('Madras', 'calcutta'));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(recording.calls.flights).toHaveLength(1);
    const metrics = await app.metrics.metrics();
    expect(metrics).toContain('stallplan_travel_cache_requests_total{cache="flights",result="miss",service="travel"} 1');
    expect(metrics).toContain('stallplan_travel_cache_requests_total{cache="flights",result="hit",service="travel"} 1');

    const keys = await keysUnder(prefix);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).toMatch(new RegExp(`^${prefix}search:flights:[A-Za-z0-9_-]{43}$`));
    expect(keys[0]?.ttlMs).toBeGreaterThan(110_000);
    expect(keys[0]?.ttlMs).toBeLessThanOrEqual(120_000);
  });

  it('asks the provider again once an answer has expired, and for a different query at once', async () => {
    const recording = recordingProviders();
    const app = await start({ SEARCH_CACHE_TTL_SECONDS: '1' }, { providers: recording.providers });
    await search(app);
    await search(app, flightSearch('Chennai', 'Jaipur'));
    expect(recording.calls.flights).toHaveLength(2);
    await sleep(1_100);
    await search(app);
    expect(recording.calls.flights).toHaveLength(3);
  });

  it('makes one provider call for 20 identical searches at the same time', async () => {
    const recording = recordingProviders({ delayMs: 150 });
    const app = await start({}, { providers: recording.providers });
    const answers = await Promise.all(Array.from({ length: 20 }, () => search(app)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(recording.calls.flights).toHaveLength(1);
  });

  it('is shared by two instances on one Redis: the second instance asks no provider', async () => {
    const prefix = uniqueCachePrefix('shared');
    const onA = recordingProviders();
    const onB = recordingProviders();
    const a = await start({ CACHE_KEY_PREFIX: prefix }, { providers: onA.providers });
    const b = await start({ CACHE_KEY_PREFIX: prefix }, { providers: onB.providers });
    const fromA = await search(a);
    const fromB = await search(b);
    expect(fromB.body).toBe(fromA.body);
    expect(onA.calls.flights).toHaveLength(1);
    expect(onB.calls.flights).toHaveLength(0);
  });

  it('makes one provider call for identical searches arriving at two instances at once (Redis lock)', async () => {
    const prefix = uniqueCachePrefix('lock');
    const onA = recordingProviders({ delayMs: 200 });
    const onB = recordingProviders({ delayMs: 200 });
    const a = await start({ CACHE_KEY_PREFIX: prefix }, { providers: onA.providers });
    const b = await start({ CACHE_KEY_PREFIX: prefix }, { providers: onB.providers });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => search(i % 2 === 0 ? a : b)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(onA.calls.flights.length + onB.calls.flights.length).toBe(1);
    // The lock is released once the answer is kept.
    expect((await keysUnder(prefix)).map(({ key }) => key).filter((key) => key.endsWith(':lock'))).toEqual([]);
  });

  it('answers 503 with a sentence when a provider does not answer in time, and keeps nothing', async () => {
    const prefix = uniqueCachePrefix('timeout');
    const recording = recordingProviders({ hanging: ['hotels'] });
    const app = await start({ CACHE_KEY_PREFIX: prefix, PROVIDER_TIMEOUT_MS: '200' }, { providers: recording.providers });
    const started = Date.now();
    const res = await app.inject({ method: 'POST', url: '/api/hotels/search', payload: { city: 'Jaipur' } });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: 'The hotel search did not answer within 200 ms. Please try again.' });
    expect(await keysUnder(prefix)).toEqual([]);
    // A failure is not remembered: the next search asks again.
    await app.inject({ method: 'POST', url: '/api/hotels/search', payload: { city: 'Jaipur' } });
    expect(recording.calls.hotels).toHaveLength(2);
  });

  it('answers 503 when a provider fails, for every search waiting on it', async () => {
    const recording = recordingProviders({ failing: ['logistics'], delayMs: 50 });
    const app = await start({}, { providers: recording.providers });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/api/logistics/search', payload: { destination: 'Kochi' } })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ success: false, error: 'The freight search is unavailable right now. Please try again in a moment.' });
    }
    expect(recording.calls.logistics).toHaveLength(1);
  });

  it('deletes its keys when the app closes', async () => {
    const prefix = uniqueCachePrefix('cleanup');
    const app = await buildTravel({ CACHE_KEY_PREFIX: prefix });
    await search(app);
    expect(await keysUnder(prefix)).toHaveLength(1);
    await app.close();
    expect(await keysUnder(prefix)).toEqual([]);
  });
});
