import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { type BlobStoreSettings } from '@stallplan/service-kit/store';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import quotesApp from '../src/app.js';
import { quotesConfigSchema } from '../src/config.js';
import { startCatalogStandIn } from './catalog-stand-in.js';

export const TEST_ADMIN_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_SERVICE_SECRET = 'test-service-secret-long-enough-0123456789';

/** This test file's blob folder, removed after its tests; each database keeps its PDFs in a folder of its own below it. */
const TEST_BLOB_ROOT = mkdtempSync(join(tmpdir(), 'stallplan-quotes-blobs-'));
afterAll(async () => {
  await rm(TEST_BLOB_ROOT, { recursive: true, force: true });
});

/**
 * The blob store settings of the app on `dbName`: apps, workers and stores a test opens on one
 * database share its PDFs, as the processes of one deployment share one BLOB_DIR.
 */
export function testBlobSettings(dbName: string): BlobStoreSettings {
  return { BLOB_STORE: 'files', BLOB_DIR: join(TEST_BLOB_ROOT, dbName), S3_FORCE_PATH_STYLE: false };
}

/**
 * Builds the quotes app against the test run's real infrastructure, with a database of its own and
 * its PDFs in a folder of that database's (see testBlobSettings).
 * Without a CATALOG_URL in `env`, a stand-in for catalog's events list (IMTEX and one more show)
 * is started for the app and stopped with it. `prepare` sees the bare server before the app
 * registers (to watch its routes, say).
 */
export async function buildQuotes(env: Record<string, string> = {}, prepare?: (server: FastifyInstance) => void): Promise<FastifyInstance> {
  const catalog = env.CATALOG_URL === undefined ? await startCatalogStandIn() : undefined;
  const dbName = env.MONGO_DB ?? uniqueDbName('quotes');
  const config = loadConfig('quotes', quotesConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: dbName,
    BLOB_DIR: testBlobSettings(dbName).BLOB_DIR ?? '',
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
    SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
    // Each app its own queue keys, so test files sharing the Redis never take each other's jobs.
    PDF_QUEUE_PREFIX: uniqueQueuePrefix(),
    PDF_CONCURRENCY: '2',
    // Most tests want their PDFs without a worker of their own; the worker tests turn this off.
    PDF_WORKER_IN_PROCESS: 'true',
    ...(catalog ? { CATALOG_URL: catalog.url } : {}),
    ...env,
  });
  const server = createServer({ service: 'quotes', logger: false });
  prepare?.(server);
  if (catalog) server.addHook('onClose', () => catalog.close());
  await server.register(quotesApp, { config });
  await server.ready();
  return server;
}

export function uniqueQueuePrefix(): string {
  return `test-${randomBytes(4).toString('hex')}`;
}

/** The text of a PDF, page by page joined, and how many pages it has. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
