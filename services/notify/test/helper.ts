import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import notifyApp from '../src/app.js';
import { notifyConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Builds the notify app against the test run's real infrastructure, with a database of its own. */
export async function buildNotify(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig('notify', notifyConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('notify'),
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    ...env,
  });
  const server = createServer({ service: 'notify', logger: false });
  await server.register(notifyApp, { config });
  await server.ready();
  return server;
}
