import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import catalogApp from '../src/app.js';
import { catalogConfigSchema } from '../src/config.js';
import { temporaryBlobDir } from './temporary-blob-dir.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** Signs the tokens catalog's calls to notify carry; stand-ins for notify check them with it. */
export const TEST_SERVICE_SECRET = 'test-service-secret-long-enough-0123456789';

/**
 * Builds the catalog app against the test run's real infrastructure, with a database and a blob
 * folder of its own (the folder is removed when the app closes).
 * `beforeApp` sees the bare server before the app registers (to watch the routes it adds).
 */
export async function buildCatalog(env: Record<string, string> = {}, beforeApp?: (server: FastifyInstance) => void): Promise<FastifyInstance> {
  const server = createServer({ service: 'catalog', logger: false });
  const config = loadConfig('catalog', catalogConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('catalog'),
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
    BLOB_DIR: await temporaryBlobDir(server),
    ...env,
  });
  beforeApp?.(server);
  await server.register(catalogApp, { config });
  await server.ready();
  return server;
}
