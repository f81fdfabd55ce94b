import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import contentApp from '../src/app.js';
import { contentConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** Builds the content app against the test run's real infrastructure, with a database of its own. */
export async function buildContent(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig('content', contentConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('content'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    ...env,
  });
  const server = createServer({ service: 'content', logger: false });
  await server.register(contentApp, { config });
  await server.ready();
  return server;
}
