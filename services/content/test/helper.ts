import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inject } from 'vitest';
import { createServer, loadConfig, signAdminToken } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import contentApp, { contentServerOptions } from '../src/app.js';
import { contentConfigSchema } from '../src/config.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * Builds the content app against the test run's real infrastructure, with a database of its own.
 * The app is registered without encapsulation (as fastify-cli's test helper does) so tests can
 * reach `app.mongo` and `app.blogRepository`. `prepare` sees the bare server before the app
 * registers (to watch its routes, say).
 */
export async function buildContent(env: Record<string, string> = {}, prepare?: (server: FastifyInstance) => void): Promise<FastifyInstance> {
  const config = loadConfig('content', contentConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('content'),
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    ...env,
  });
  const server = createServer({ service: 'content', logger: false, ...contentServerOptions() });
  prepare?.(server);
  await server.register(fp(contentApp), { config });
  await server.ready();
  return server;
}

/** Drops the test's database, then closes the app. */
export async function closeContent(app: FastifyInstance): Promise<void> {
  await app.mongo.dropDatabase();
  await app.close();
}

/** A valid admin token for the test secret. */
export async function adminHeaders(): Promise<Record<string, string>> {
  const { token } = await signAdminToken(TEST_ADMIN_SECRET);
  return { 'x-admin-token': token };
}
