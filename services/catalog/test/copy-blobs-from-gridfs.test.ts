import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { ConfigError } from '@stallplan/service-kit';
import { copyGridFsBucket, createGridFsBlobStore } from '@stallplan/service-kit/store';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { catalogConfigSchema } from '../src/config.js';
import { FILE_BUCKET } from '../src/uploads/plugins/file-store.js';
import { buildUploadApp, closeUploadApp, png, pngImage, upload } from './upload-fixtures.js';

/*
 * A catalog that kept its uploads in GridFS (BLOB_STORE=gridfs, as every catalog did before
 * BLOB_STORE) moves them into files with `npm run copy-blobs`: the same addresses serve them after.
 */
describe('copying the uploads kept in GridFS into the blob store', () => {
  const dbName = uniqueDbName('catalog_copy');
  let blobDir: string;
  let before: FastifyInstance;
  let connection: mongoose.Connection;
  const env = () => ({
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: dbName,
    REDIS_URL: inject('redisUrl'),
    ADMIN_TOKEN_SECRET: 'copy-test-secret-that-is-long-enough-01234',
    SERVICE_TOKEN_SECRET: 'copy-test-service-secret-long-enough-01234',
    BLOB_DIR: blobDir,
  });

  beforeAll(async () => {
    blobDir = await mkdtemp(join(tmpdir(), 'stallplan-catalog-copy-'));
    before = await buildUploadApp({ MONGO_DB: dbName, BLOB_STORE: 'gridfs' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
  });
  afterAll(async () => {
    await connection.close();
    await closeUploadApp(before);
    await rm(blobDir, { recursive: true, force: true });
  });

  it('copies every image and thumbnail under its own id, so the same addresses serve them from files, and a second run copies nothing', async () => {
    const urls: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const res = await upload(before, '/api/upload/logo', [png(await pngImage(30 + index, 20), 'logo')]);
      urls.push(res.json<{ url: string }>().url);
    }
    const served = await Promise.all(urls.map(async (url) => (await before.inject({ method: 'GET', url })).rawPayload));

    const lines: string[] = [];
    expect(
      await copyGridFsBucket({
        service: 'catalog',
        schema: catalogConfigSchema,
        bucket: FILE_BUCKET,
        defaultDb: 'catalog',
        env: env(),
        log: (line) => lines.push(line),
      }),
    ).toEqual({
      copied: 6,
      skipped: 0,
    });
    expect(lines.at(-1)).toBe('catalog: 6 uploads blobs copied into files, 0 already there');

    const after = await buildUploadApp({ MONGO_DB: uniqueDbName('catalog_copy_after'), BLOB_DIR: blobDir });
    try {
      for (const [index, url] of urls.entries()) {
        const res = await after.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.rawPayload.equals(served[index]!)).toBe(true);
        expect((await after.inject({ method: 'GET', url: `${url}/thumbnail` })).statusCode).toBe(200);
      }
    } finally {
      await closeUploadApp(after);
    }
    expect(await copyGridFsBucket({ service: 'catalog', schema: catalogConfigSchema, bucket: FILE_BUCKET, defaultDb: 'catalog', env: env() })).toEqual({
      copied: 0,
      skipped: 6,
    });
    // GridFS is left as it was.
    expect(await createGridFsBlobStore(connection.db!, FILE_BUCKET).storedBefore(new Date(Date.now() + 60_000), 100)).toHaveLength(6);
  });

  it('refuses to run when BLOB_STORE names GridFS itself, or the store lacks its settings', async () => {
    const run = (extra: Record<string, string>) =>
      copyGridFsBucket({ service: 'catalog', schema: catalogConfigSchema, bucket: FILE_BUCKET, defaultDb: 'catalog', env: { ...env(), ...extra } });
    await expect(run({ BLOB_STORE: 'gridfs' })).rejects.toThrow(ConfigError);
    await expect(run({ BLOB_STORE: 's3' })).rejects.toThrow(/S3_BUCKET: is required when BLOB_STORE is s3/);
  });
});
