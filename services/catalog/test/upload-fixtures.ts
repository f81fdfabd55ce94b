import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { inject } from 'vitest';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { mongoPlugin } from '@stallplan/service-kit/store';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { catalogConfigSchema } from '../src/config.js';
import { fileStorePlugin } from '../src/uploads/plugins/file-store.js';
import fileRoutes from '../src/uploads/routes/files.js';
import uploadRoutes from '../src/uploads/routes/uploads.js';
import { temporaryBlobDir } from './temporary-blob-dir.js';

/**
 * The catalog's upload and file routes on their own, against the real FerretDB with a database and
 * a blob folder of their own: the rest of the catalog app is not needed to exercise them. `env`
 * picks another blob store (BLOB_STORE=gridfs).
 */
export async function buildUploadApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const server = createServer({ service: 'catalog', logger: false });
  const config = loadConfig('catalog', catalogConfigSchema, {
    NODE_ENV: 'test',
    MONGO_URL: inject('mongoUrl'),
    MONGO_DB: uniqueDbName('catalog_uploads'),
    REDIS_URL: inject('redisUrl'),
    // Uploads take no admin token; the config only needs a well-formed secret.
    ADMIN_TOKEN_SECRET: 'upload-test-secret-that-is-long-enough-0123',
    SERVICE_TOKEN_SECRET: 'upload-test-service-secret-long-enough-0123',
    BLOB_DIR: await temporaryBlobDir(server),
    ...env,
  });
  await server.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'catalog' });
  await server.register(fileStorePlugin, { config });
  await server.register(uploadRoutes, { config });
  await server.register(fileRoutes, { config });
  await server.ready();
  return server;
}

/** Drops the test's database, then closes the app (which removes its blob folder). */
export async function closeUploadApp(app: FastifyInstance): Promise<void> {
  await app.mongo.dropDatabase();
  await app.close();
}

/** How many files (images and thumbnails) the store holds. */
export async function storedFileCount(app: FastifyInstance): Promise<number> {
  return (await app.files.storedBefore(new Date(Date.now() + 60_000), 100_000)).length;
}

export interface FormFile {
  field: string;
  bytes: Uint8Array;
  filename: string;
  /** What the client declares; the server must not believe it. */
  type: string;
}

/** A real multipart/form-data body, encoded the way a browser's FormData is. */
export async function multipartBody(files: FormFile[], textFields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  const request = new Request('http://stallplan.test/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Posts files to an upload route. */
export async function upload(app: FastifyInstance, url: string, files: FormFile[], textFields?: Record<string, string>) {
  const { payload, headers } = await multipartBody(files, textFields);
  return app.inject({ method: 'POST', url, payload, headers });
}

/** A picture with some detail (a gradient), so encoders have something to encode. */
export function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const pngImage = (width = 64, height = 48) => gradient(width, height).png().toBuffer();
export const jpegImage = (width = 64, height = 48) => gradient(width, height).jpeg().toBuffer();
export const webpImage = (width = 64, height = 48) => gradient(width, height).webp().toBuffer();

/** A phone photo as it leaves the camera: sideways with an Orientation tag, camera details and a GPS position. */
export const cameraJpeg = () =>
  gradient(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'StallCam', Model: 'Booth 9000', Copyright: 'Private Exhibitor' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
    })
    .toBuffer();

/** A real PNG of noise, which does not compress: well over 5 MB. */
export const oversizedPng = () =>
  sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export const png = (bytes: Uint8Array, field: string, filename = 'booth.png'): FormFile => ({ field, bytes, filename, type: 'image/png' });
