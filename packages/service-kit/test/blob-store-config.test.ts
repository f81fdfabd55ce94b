import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../src/index.js';
import { blobStoreConfigShape, createBlobStore, refuseIncompleteBlobStore } from '../src/store.js';

const schema = z.object(blobStoreConfigShape).superRefine(refuseIncompleteBlobStore);

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig('catalog', schema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('the blob store settings', () => {
  it('default to files, which needs BLOB_DIR, read as an absolute path', () => {
    expect(problemsOf({})).toContain('BLOB_DIR: is required when BLOB_STORE is files (the default)');
    expect(loadConfig('catalog', schema, { BLOB_DIR: 'data/blobs' })).toMatchObject({
      BLOB_STORE: 'files',
      BLOB_DIR: resolve('data/blobs'),
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('ask s3 for its bucket and region, and for both halves of a key pair', () => {
    const message = problemsOf({ BLOB_STORE: 's3', S3_ACCESS_KEY_ID: 'AKIA' });
    expect(message).toContain('S3_BUCKET: is required when BLOB_STORE is s3');
    expect(message).toContain('S3_REGION: is required when BLOB_STORE is s3');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set');
    expect(message).not.toContain('BLOB_DIR');
    expect(problemsOf({ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' })).toContain('S3_BUCKET: must be an S3 bucket name');
    expect(problemsOf({ BLOB_STORE: 's3', S3_BUCKET: 'stallplan-blobs', S3_REGION: 'eu-central-1', S3_ENDPOINT: 'ftp://x' })).toContain('S3_ENDPOINT:');
    expect(problemsOf({ BLOB_STORE: 's3', S3_BUCKET: 'stallplan-blobs', S3_REGION: 'eu-central-1', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' })).toBe('');
  });

  it('refuse a store nobody knows, and gridfs needs nothing more', () => {
    expect(problemsOf({ BLOB_STORE: 'disk' })).toContain('BLOB_STORE: must be files, s3 or gridfs');
    expect(problemsOf({ BLOB_STORE: 'gridfs' })).toBe('');
  });
});

describe('createBlobStore', () => {
  it('makes the store BLOB_STORE names: files in a folder per bucket under BLOB_DIR', async () => {
    const root = await mkdtemp(join(tmpdir(), 'stallplan-blobs-'));
    try {
      const store = createBlobStore(loadConfig('quotes', schema, { BLOB_DIR: root }), { bucket: 'pdfs' });
      const id = await store.put(Buffer.from('%PDF'), { contentType: 'application/pdf', filename: 'q.pdf' });
      expect((await readdir(join(root, 'pdfs'))).sort()).toEqual([id, `${id}.json`]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses gridfs without a database', () => {
    expect(() => createBlobStore(loadConfig('quotes', schema, { BLOB_STORE: 'gridfs' }), { bucket: 'pdfs' })).toThrow(/database/);
    const db = new mongoose.mongo.MongoClient('mongodb://127.0.0.1:1/').db('unused');
    expect(createBlobStore(loadConfig('quotes', schema, { BLOB_STORE: 'gridfs' }), { bucket: 'pdfs', db })).toHaveProperty('storedBefore');
  });
});
