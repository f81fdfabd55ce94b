import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig, redisPlugin } from '@stallplan/service-kit';
import type {} from '@stallplan/dev-stack/test-infra';
import travelApp, { type TravelAppOptions } from '../src/app.js';
import { travelConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A Redis key prefix of the test's own, so tests sharing the run's Redis never see each other's cache. */
export function uniqueCachePrefix(label = 'test'): string {
  return `travel-test:${label}:${randomBytes(4).toString('hex')}:`;
}

export type BuildOptions = Omit<TravelAppOptions, 'config'>;

/**
 * Builds the travel app against the test run's real Redis. Unless `env` names one, the app gets a
 * cache key prefix of its own; pass the same prefix to two apps to make them share a cache.
 * Closing the app deletes the keys under its prefix. `prepare` sees the bare server before the
 * app registers (to watch its routes, say).
 */
export async function buildTravel(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  prepare?: (server: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const config = loadConfig('travel', travelConfigSchema, {
    NODE_ENV: 'test',
    REDIS_URL: inject('redisUrl'),
    CACHE_KEY_PREFIX: uniqueCachePrefix(),
    ...env,
  });
  const server = createServer({ service: 'travel', logger: false });
  prepare?.(server);
  server.addHook('onClose', async () => deleteKeys(config.CACHE_KEY_PREFIX));
  await server.register(travelApp, { config, ...options });
  await server.ready();
  return server;
}

/** A connection to the run's Redis of the test's own, through the same plugin the app uses; close it after use. */
export async function openRedis(): Promise<FastifyInstance> {
  const server = createServer({ service: 'travel-test', logger: false });
  await server.register(redisPlugin, { url: inject('redisUrl') });
  await server.ready();
  return server;
}

/** Deletes every key under a prefix, so a test leaves the shared Redis as it found it. */
export async function deleteKeys(prefix: string): Promise<void> {
  const connection = await openRedis();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await connection.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await connection.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await connection.close();
  }
}
