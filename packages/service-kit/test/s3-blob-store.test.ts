import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../src/index.js';
import { blobStoreConfigShape, copyBlobs, createBlobStore, createFileBlobStore, refuseIncompleteBlobStore, type BlobStoreSettings } from '../src/store.js';
import { createS3BlobStore, s3ClientFor } from '../src/blob-store/s3-blob-store.js';
import { describeBlobStore } from './blob-store-contract.js';
import { startS3Server, type S3Server } from './start-s3-server.js';

/*
 * Against a real S3-compatible server (s3rver in a process of its own, on a free port with its
 * files in a temporary folder), through the AWS SDK's own client: what goes back and forth is S3's
 * HTTP API.
 */

const BUCKET = 'stallplan-test';
const schema = z.object(blobStoreConfigShape).superRefine(refuseIncompleteBlobStore);

let server: S3Server | undefined;
let settings: BlobStoreSettings;
let client: S3Client;
let stores = 0;

beforeAll(async () => {
  server = await startS3Server();
  settings = loadConfig('test', schema, {
    BLOB_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: server.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's own key pair: it checks each request's signature as S3 does.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  client = s3ClientFor(settings);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  client?.destroy();
  await server?.stop();
});

// Each test its own prefix: an empty store in the one bucket.
describeBlobStore('the S3 store', async () => {
  stores += 1;
  return { store: createS3BlobStore({ client, bucket: BUCKET, prefix: `contract-${stores}/` }), clockGrainMs: 1000 };
});

describe('the S3 store in its bucket', () => {
  it('is what createBlobStore makes for BLOB_STORE=s3: objects <bucket>/<id> with their type, digest and metadata', async () => {
    const store = createBlobStore(settings, { bucket: 'uploads' });
    const id = await store.put(Buffer.from('RIFF....WEBP'), {
      contentType: 'image/webp',
      filename: 'stand – front.webp',
      metadata: { variant: 'image', width: 640 },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `uploads/${id}` }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.ContentLength).toBe(12);
    expect(head.Metadata?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeURIComponent(head.Metadata?.filename ?? '')).toBe('stand – front.webp');
    expect(await store.stat(id)).toMatchObject({ metadata: { variant: 'image', width: 640 }, etag: `"${head.Metadata?.sha256}"` });
    expect(await store.delete(id)).toBe(true);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }));
    expect(listed.Contents ?? []).toEqual([]);
  });

  it('keeps to its prefix: a store for pdfs neither lists nor reads the uploads', async () => {
    const uploads = createS3BlobStore({ client, bucket: BUCKET, prefix: 'prefix-a/' });
    const pdfs = createS3BlobStore({ client, bucket: BUCKET, prefix: 'prefix-b/' });
    const id = await uploads.put(Buffer.from('x'), { contentType: 'text/plain', filename: 'x' });
    expect(await pdfs.stat(id)).toBeNull();
    expect(await pdfs.storedBefore(new Date(Date.now() + 60_000), 10)).toEqual([]);
    expect(await uploads.storedBefore(new Date(Date.now() + 60_000), 10)).toEqual([id]);
  });

  it('pages through more keys than S3 lists at once', async () => {
    const store = createS3BlobStore({ client, bucket: BUCKET, prefix: 'many/' });
    const ids: string[] = [];
    for (let batch = 0; batch < 11; batch += 1) {
      ids.push(...(await Promise.all(Array.from({ length: 100 }, () => store.put(Buffer.from('x'), { contentType: 'text/plain', filename: 'x' })))));
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const listed = await store.storedBefore(new Date(), 2000);
    expect(listed).toHaveLength(1100);
    expect(listed).toEqual([...ids].sort());
    expect(await store.storedBefore(new Date(), 5, listed[1040])).toEqual(listed.slice(1041, 1046));
  }, 60_000);

  it('refuses metadata S3 could not keep, before sending anything', async () => {
    const store = createS3BlobStore({ client, bucket: BUCKET, prefix: 'big-metadata/' });
    await expect(store.put(Buffer.from('x'), { contentType: 'text/plain', filename: 'x', metadata: { note: 'é'.repeat(400) } })).rejects.toThrow(RangeError);
    expect(await store.storedBefore(new Date(Date.now() + 60_000), 10)).toEqual([]);
  });
});

describe('copyBlobs into S3', () => {
  it('moves every blob of a file store into S3 under its own id, with its facts, and skips what a second run finds there', async () => {
    const root = await mkdtemp(join(tmpdir(), 'stallplan-copy-'));
    try {
      const files = createFileBlobStore({ rootDir: root, bucket: 'uploads' });
      const s3 = createS3BlobStore({ client, bucket: BUCKET, prefix: 'copied/' });
      const ids: string[] = [];
      for (let index = 0; index < 7; index += 1) {
        ids.push(
          await files.put(Buffer.from(`image ${index}`), { contentType: 'image/webp', filename: `stand ${index}.webp`, metadata: { variant: 'image', index } }),
        );
      }
      // A copy that stopped after the first blob.
      await s3.put(Buffer.from('image 0'), { id: ids[0]!, contentType: 'image/webp', filename: 'stand 0.webp', metadata: { variant: 'image', index: 0 } });

      const copied: string[] = [];
      expect(await copyBlobs(files, s3, { batchSize: 3, onCopied: (id) => copied.push(id) })).toEqual({ copied: 6, skipped: 1 });
      expect(copied).toEqual(ids.slice(1));
      for (const [index, id] of ids.entries()) {
        expect(await s3.stat(id)).toEqual(await files.stat(id));
        expect((await s3.read(id))?.toString()).toBe(`image ${index}`);
      }
      expect(await copyBlobs(files, s3)).toEqual({ copied: 0, skipped: 7 });
      // Nothing left the source.
      expect(await files.storedBefore(new Date(Date.now() + 60_000), 100)).toEqual(ids);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
