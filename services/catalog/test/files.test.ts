import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { FILE_BUCKET } from '../src/uploads/plugins/file-store.js';
import { buildUploadApp, closeUploadApp, png, pngImage, upload } from './upload-fixtures.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('file store in files under BLOB_DIR (the default)', () => {
  let app: FastifyInstance;
  let blobDir: string;
  beforeAll(async () => {
    blobDir = await mkdtemp(join(tmpdir(), 'stallplan-catalog-files-'));
    app = await buildUploadApp({ BLOB_DIR: blobDir });
  });
  afterAll(async () => {
    await closeUploadApp(app);
    await rm(blobDir, { recursive: true, force: true });
  });

  it('keeps an upload and its thumbnail as files in BLOB_DIR/uploads, none of it in the database', async () => {
    const res = await upload(app, '/api/upload/logo', [png(await pngImage(90, 60), 'logo')]);
    const id = res.json<{ url: string }>().url.split('/').at(-1)!;
    const thumbnailId = (await app.files.stat(id))?.metadata.thumbnailId as string;
    expect((await readdir(join(blobDir, FILE_BUCKET))).sort()).toEqual([id, `${id}.json`, thumbnailId, `${thumbnailId}.json`].sort());
    expect((await app.mongo.listCollections()).map((collection) => collection.name)).not.toContain(`${FILE_BUCKET}.files`);
    // Each names the other, so the orphan sweep keeps or removes them together.
    expect((await app.files.stat(thumbnailId))?.metadata).toMatchObject({ variant: 'thumbnail', imageId: id });
  });
});

describe('file store on GridFS (BLOB_STORE=gridfs)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildUploadApp({ BLOB_STORE: 'gridfs' });
  });
  afterAll(async () => {
    await closeUploadApp(app);
  });

  it('keeps a file of several chunks byte for byte, with its type and metadata', async () => {
    // GridFS cuts files into 255 KiB chunks; this one needs four.
    const bytes = randomBytes(900 * 1024);
    const id = await app.files.put(bytes, { contentType: 'image/webp', filename: 'big.webp', metadata: { variant: 'image' } });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await app.mongo.collection(`${FILE_BUCKET}.chunks`).countDocuments({ files_id: new mongoose.mongo.ObjectId(id) })).toBe(4);

    const opened = await app.files.open(id);
    expect(opened).toMatchObject({ id, contentType: 'image/webp', length: bytes.length, metadata: { variant: 'image' } });
    expect(opened?.etag).toMatch(/^"[0-9a-f]{64}"$/);
    // The driver's own indexes, created on FerretDB as on MongoDB: chunk numbers are unique per file.
    expect(await app.mongo.collection(`${FILE_BUCKET}.chunks`).indexes()).toContainEqual(expect.objectContaining({ key: { files_id: 1, n: 1 }, unique: true }));
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('answers null, never an error, for unknown and malformed ids', async () => {
    expect(await app.files.open('0123456789abcdef01234567')).toBeNull();
    expect(await app.files.open('not-an-id')).toBeNull();
    // Twelve characters would pass ObjectId.isValid; only the 24-hex form is an id here.
    expect(await app.files.open('abcdefghijkl')).toBeNull();
    expect(await app.files.stat('')).toBeNull();
  });

  it('deletes a file and its chunks', async () => {
    const id = await app.files.put(randomBytes(300 * 1024), { contentType: 'image/png', filename: 'gone.png' });
    expect(await app.files.delete(id)).toBe(true);
    expect(await app.files.open(id)).toBeNull();
    expect(await app.mongo.collection(`${FILE_BUCKET}.chunks`).countDocuments({ files_id: new mongoose.mongo.ObjectId(id) })).toBe(0);
    expect(await app.files.delete(id)).toBe(false);
    expect(await app.files.delete('nonsense')).toBe(false);
  });
});

describe.each(['files', 'gridfs'])('GET /api/files/:id, BLOB_STORE=%s', (store) => {
  let app: FastifyInstance;
  let url: string;
  let image: Buffer;

  beforeAll(async () => {
    app = await buildUploadApp({ BLOB_STORE: store });
    image = await pngImage(90, 60);
    const res = await upload(app, '/api/upload/logo', [png(image, 'logo')]);
    url = res.json().url;
  });
  afterAll(async () => {
    await closeUploadApp(app);
  });

  it('serves the image with its type, a year of cache and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  });

  it('answers 304 without a body when the client already has it', async () => {
    const { headers } = await app.inject({ method: 'GET', url });
    const etag = headers.etag as string;

    const same = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(IMMUTABLE);

    const listed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"something-else", W/${etag}` } });
    expect(listed.statusCode).toBe(304);

    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"an-older-version"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers and length but no body', async () => {
    const get = await app.inject({ method: 'GET', url });
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
    expect(head.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the thumbnail as WebP with the same headers', async () => {
    const res = await app.inject({ method: 'GET', url: `${url}/thumbnail` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers a JSON 404 for unknown and malformed ids', async () => {
    for (const path of [
      '/api/files/0123456789abcdef01234567',
      '/api/files/not-an-id',
      '/api/files/abcdefghijkl',
      '/api/files/%24where',
      '/api/files/0123456789abcdef01234567/thumbnail',
    ]) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ success: false, error: 'File not found' });
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const head = await app.inject({ method: 'HEAD', url: '/api/files/not-an-id' });
    expect(head.statusCode).toBe(404);
  });

  it('has no thumbnail for a thumbnail', async () => {
    const original = await app.files.stat(url.split('/').at(-1)!);
    const thumbnailId = original?.metadata.thumbnailId as string;
    expect((await app.inject({ method: 'GET', url: `/api/files/${thumbnailId}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/files/${thumbnailId}/thumbnail` })).statusCode).toBe(404);
  });
});
