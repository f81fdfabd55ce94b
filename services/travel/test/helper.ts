import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import type {} from '@stallplan/dev-stack/test-infra';
import travelApp from '../src/app.js';
import { travelConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Builds the travel app against the test run's real infrastructure, with a database of its own. */
export async function buildTravel(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig('travel', travelConfigSchema, {
    NODE_ENV: 'test',
    REDIS_URL: inject('redisUrl'),
    ...env,
  });
  const server = createServer({ service: 'travel', logger: false });
  await server.register(travelApp, { config });
  await server.ready();
  return server;
}
