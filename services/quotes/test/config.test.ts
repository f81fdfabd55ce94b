import { describe, expect, it } from 'vitest';
import { loadConfig } from '@stallplan/service-kit';
import { pdfWorkerConfigSchema, quotesConfigSchema } from '../src/config.js';
import { TEST_ADMIN_SECRET, TEST_SERVICE_SECRET } from './helper.js';

const env = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  ADMIN_TOKEN_SECRET: TEST_ADMIN_SECRET,
  SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET,
  CATALOG_URL: 'http://127.0.0.1:5101',
  BLOB_DIR: '/var/lib/stallplan/blobs',
};

describe('quotes config', () => {
  it('leaves rendering to quotes-worker processes unless PDF_WORKER_IN_PROCESS says true', () => {
    expect(loadConfig('quotes', quotesConfigSchema, env).PDF_WORKER_IN_PROCESS).toBe(false);
    expect(loadConfig('quotes', quotesConfigSchema, { ...env, PDF_WORKER_IN_PROCESS: '' }).PDF_WORKER_IN_PROCESS).toBe(false);
    expect(loadConfig('quotes', quotesConfigSchema, { ...env, PDF_WORKER_IN_PROCESS: 'true' }).PDF_WORKER_IN_PROCESS).toBe(true);
  });

  it('keeps PDFs in files under BLOB_DIR by default, in the API and the worker alike, and names what the chosen store lacks', () => {
    const worker = { MONGO_URL: env.MONGO_URL, REDIS_URL: env.REDIS_URL };
    for (const [service, schema, base] of [
      ['quotes', quotesConfigSchema, env],
      ['quotes-worker', pdfWorkerConfigSchema, { ...worker, BLOB_DIR: env.BLOB_DIR }],
    ] as const) {
      expect(loadConfig(service, schema, base)).toMatchObject({ BLOB_STORE: 'files', BLOB_DIR: '/var/lib/stallplan/blobs' });
      expect(() => loadConfig(service, schema, { ...base, BLOB_DIR: '' })).toThrow(/BLOB_DIR: is required when BLOB_STORE is files \(the default\)/);
      expect(() => loadConfig(service, schema, { ...base, BLOB_STORE: 's3', S3_REGION: 'ap-south-1' })).toThrow(/S3_BUCKET: is required when BLOB_STORE is s3/);
      expect(() => loadConfig(service, schema, { ...base, BLOB_STORE: 's3', S3_BUCKET: 'stallplan-pdfs' })).toThrow(
        /S3_REGION: is required when BLOB_STORE is s3/,
      );
      const s3 = { ...base, BLOB_STORE: 's3', S3_BUCKET: 'stallplan-pdfs', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' };
      expect(() => loadConfig(service, schema, s3)).toThrow(/S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/);
      expect(loadConfig(service, schema, { ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toMatchObject({ BLOB_STORE: 's3', S3_BUCKET: 'stallplan-pdfs' });
    }
  });
});
