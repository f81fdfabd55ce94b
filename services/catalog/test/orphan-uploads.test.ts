import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { createFileBlobStore, newBlobId } from '@stallplan/service-kit/store';
import { reviewModelFor } from '../src/builder-bids/models/review-model.js';
import { FILE_BUCKET } from '../src/uploads/plugins/file-store.js';
import { ORPHAN_UPLOAD_GRACE_MS, sweepOrphanUploads } from '../src/uploads/plugins/sweep-orphan-uploads.js';
import { vendorModelFor } from '../src/vendors/models/vendor-model.js';
import { addBuilder } from './builder-bids-kit.js';
import { png, pngImage, upload } from './upload-fixtures.js';
import { adminHeaders, catalogForTests, openDatabase } from './vendor-test-kit.js';

/** A moment when every upload of this test is past the grace period. */
const pastGrace = () => new Date(Date.now() + ORPHAN_UPLOAD_GRACE_MS + 60_000);

async function uploadLogo(app: FastifyInstance): Promise<string> {
  const res = await upload(app, '/api/upload/logo', [png(await pngImage(40, 30), 'logo')]);
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url;
}

const idOf = (url: string) => url.split('/').at(-1)!;

/*
 * The catalog app stores the uploads in a BLOB_DIR the test names; the test reads that folder with
 * a store of its own and sweeps it, as the app's timer does, with the app's database.
 */
describe('the orphan upload sweep', () => {
  const blobDir = join(tmpdir(), `stallplan-orphan-uploads-${randomBytes(4).toString('hex')}`);
  const catalog = catalogForTests({ BLOB_DIR: blobDir });
  const files = createFileBlobStore({ rootDir: blobDir, bucket: FILE_BUCKET });
  let connection: mongoose.Connection;
  let sweep: (now: Date) => ReturnType<typeof sweepOrphanUploads>;

  beforeAll(async () => {
    connection = await openDatabase(catalog.dbName);
    const references = { vendors: vendorModelFor(connection), reviews: reviewModelFor(connection) };
    sweep = (now) => sweepOrphanUploads({ files, ...references, cutoff: new Date(now.getTime() - ORPHAN_UPLOAD_GRACE_MS) });
  });
  afterAll(async () => {
    await connection?.close();
    await rm(blobDir, { recursive: true, force: true });
  });

  const thumbnailOf = async (url: string): Promise<string> => (await files.stat(idOf(url)))?.metadata.thumbnailId as string;

  it('removes the images no vendor or review points at, with their thumbnails, and keeps every one that is used', async () => {
    const { app } = catalog;
    const [logo, portfolio, stall, photo, stray, ofDeletedVendor, replaced] = await Promise.all(Array.from({ length: 7 }, () => uploadLogo(app)));
    const used = [logo!, portfolio!, stall!, photo!];
    const unused = [stray!, ofDeletedVendor!, replaced!];
    const thumbnails = new Map(await Promise.all([...used, ...unused].map(async (url) => [url, await thumbnailOf(url)] as const)));

    const kept = await addBuilder(app, {
      logoUrl: replaced,
      portfolioImages: [portfolio!],
      testimonials: [{ text: 'Built on time.', clientContact: 'Asha, Sunrise Pharma', stallImages: [stall!] }],
    });
    // An edit that swaps the logo leaves the old one to the sweep.
    const headers = await adminHeaders();
    const edited = await app.inject({ method: 'PATCH', url: `/api/admin/vendors/${kept.id}`, headers, payload: { logoUrl: logo } });
    expect(edited.statusCode, edited.body).toBe(200);
    const doomed = await addBuilder(app, { logoUrl: ofDeletedVendor });
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/vendors/${doomed.id}`, headers })).statusCode).toBe(200);
    await reviewModelFor(connection).create({
      briefId: new mongoose.Types.ObjectId().toHexString(),
      vendorId: kept.id,
      vendorName: kept.name,
      companyName: 'Sunrise Pharma Pvt Ltd',
      exhibitionName: 'CPHI India',
      ratings: { design: 5, workmanship: 4, timeliness: 5, cost: 4 },
      text: 'Good stall.',
      photos: [photo],
      status: 'pending',
      createdAt: new Date(),
    });

    // Within the grace period nothing goes: a form may still be on its way.
    expect(await sweep(new Date())).toEqual({ removedFiles: 0 });
    for (const url of unused) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);

    expect(await sweep(pastGrace())).toEqual({ removedFiles: 2 * unused.length });
    for (const url of unused) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect(await files.stat(thumbnails.get(url)!)).toBeNull();
    }
    for (const url of used) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url: `${url}/thumbnail` })).statusCode, url).toBe(200);
    }
    // A second pass finds nothing more.
    expect(await sweep(pastGrace())).toEqual({ removedFiles: 0 });
  });

  it('removes a thumbnail whose image is gone, and leaves one that does not name its image to go with it', async () => {
    const thumbnail = { contentType: 'image/webp', filename: 't.webp' };
    const lost = await files.put(Buffer.from('RIFF'), { ...thumbnail, metadata: { variant: 'thumbnail', imageId: newBlobId() } });
    const older = await files.put(Buffer.from('RIFF'), { ...thumbnail, metadata: { variant: 'thumbnail' } });
    expect(await sweep(pastGrace())).toEqual({ removedFiles: 1 });
    expect(await files.stat(lost)).toBeNull();
    expect(await files.stat(older)).not.toBeNull();
  });
});
