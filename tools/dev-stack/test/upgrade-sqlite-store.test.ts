import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createFileBlobStore } from '@stallplan/service-kit/store';
import { BSON, Double, GridFSBucket, Int32, Long, MongoClient, ObjectId, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFerretDb } from '../src/install/ensure-ferretdb.js';
import { type InfraHandle } from '../src/infra-handle.js';
import { spawnManaged, type ManagedProcess } from '../src/managed-process.js';
import { findFreePort } from '../src/find-free-port.js';
import { hasSqliteStore, MOVED_SQLITE_STORE_DIR, upgradeSqliteStore } from '../src/store-upgrade/upgrade-sqlite-store.js';
import { startThrowawayFerretDb } from '../src/test-infra.js';
import { waitForMongo } from '../src/wait-for-mongo.js';

/** A store as the services left it on FerretDB-on-SQLite: every kind of record, PDFs and images in GridFS. */
const RECORDS: Record<string, Record<string, Document[]>> = {
  quotes: {
    plans: [
      { _id: 'plan_a', ownerEmail: 'asha@example.in', updatedAt: new Date('2026-10-01T10:00:00Z'), status: 'approved', latestVersion: new Int32(2) },
      { _id: 'plan_b', ownerEmail: 'asha@example.in', updatedAt: new Date('2026-10-02T10:00:00Z'), status: 'draft', latestVersion: new Int32(1) },
    ],
    plan_versions: [
      {
        _id: new ObjectId(),
        planId: 'plan_a',
        number: new Int32(1),
        total: new Long(4_13_334),
        figures: { gst: new Double(18), lines: [{ label: 'Stall', amount: 204_000 }] },
      },
      { _id: new ObjectId(), planId: 'plan_a', number: new Int32(2), total: new Long(3_43_400), note: 'Hall 3, “corner” stall ₹' },
    ],
    plan_contents: [{ _id: new ObjectId(), content: { step1: { city: 'Mumbai', area: new Double(24.5) }, empty: {}, list: [] } }],
    plan_links: [{ _id: 'tok_1', planId: 'plan_a', kind: 'edit' }],
    plan_shares: [{ _id: 'share_1', planId: 'plan_a', expiresAt: new Date('2027-01-01T00:00:00Z'), responses: [{ name: 'CFO', approved: true }] }],
    quotes: [{ _id: 'SP-20261128-ABCDEF', email: 'asha@example.in', amount: new Double(412345.5), pdfFileId: 'to-be-set' }],
  },
  catalog: {
    vendors: [
      { _id: new ObjectId(), name: 'Kesar Exhibits', city: 'Bengaluru', isActive: true, rating: new Double(4.5), pattern: new BSON.BSONRegExp('^kes', 'i') },
    ],
    briefs: [{ _id: new ObjectId(), area: new Double(36), city: 'Pune' }],
    bids: [{ _id: new ObjectId(), amount: new Int32(325000), builder: 'Kesar Exhibits' }],
  },
  content: { blogs: [{ _id: new ObjectId(), slug: 'planning-imtex', title: 'Planning IMTEX', body: '<p>Hello</p>' }] },
  notify: {
    apikeys: [{ _id: new ObjectId(), hash: createHash('sha256').update('secret').digest('hex'), scopes: ['plans:read'], status: 'revoked' }],
    webhookendpoints: [{ _id: new ObjectId(), url: 'https://hooks.example.in/a', events: ['quote.generated'], secret: 'whsec_x' }],
  },
};

/** PDFs and images with one file across several GridFS chunks (255 kB each). */
const FILES = [
  {
    database: 'quotes',
    bucket: 'pdfs',
    filename: 'SP-20261128-ABCDEF.pdf',
    contentType: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000)]),
  },
  { database: 'quotes', bucket: 'pdfs', filename: 'version-2.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.7\nsmall') },
  { database: 'catalog', bucket: 'uploads', filename: 'logo.png', contentType: 'image/png', bytes: randomBytes(1000) },
];

const raw = { promoteValues: false, promoteBuffers: false, bsonRegExp: true } as const;

describe('upgradeSqliteStore', () => {
  let dir: string;
  let dataDir: string;
  let bin: string;
  let target: InfraHandle;
  const fileIds: string[] = [];

  async function startSqlite(): Promise<{ process: ManagedProcess; url: string }> {
    const port = await findFreePort();
    const child = await spawnManaged({
      name: 'ferretdb-sqlite',
      command: bin,
      args: ['-listen-addr', `127.0.0.1:${port}`, '-handler', 'sqlite', '-data-dir', join(dataDir, 'ferretdb'), '-log-level', 'error'],
    });
    const url = `mongodb://127.0.0.1:${port}/`;
    await waitForMongo(url, 30_000);
    return { process: child, url };
  }

  beforeAll(async () => {
    bin = await ensureFerretDb();
    dir = await mkdtemp(join(tmpdir(), 'stallplan-upgrade-'));
    await chmod(dir, 0o711);
    dataDir = join(dir, 'data');
    await mkdir(dataDir);
    const old = await startSqlite();
    const client = await MongoClient.connect(old.url);
    try {
      for (const { database, bucket, filename, contentType, bytes } of FILES) {
        const upload = new GridFSBucket(client.db(database), { bucketName: bucket }).openUploadStream(filename, {
          metadata: { contentType, sha256: createHash('sha256').update(bytes).digest('hex'), planId: 'plan_a' },
        });
        await pipeline(Readable.from([bytes]), upload);
        fileIds.push(upload.id.toHexString());
      }
      for (const [database, collections] of Object.entries(RECORDS)) {
        for (const [name, docs] of Object.entries(collections)) await client.db(database).collection(name).insertMany(docs);
      }
      await client.db('quotes').collection('plans').createIndex({ ownerEmail: 1, updatedAt: -1 }, { name: 'owner_recent' });
      await client.db('content').collection('blogs').createIndex({ slug: 1 }, { unique: true, name: 'slug_unique' });
    } finally {
      await client.close();
      await old.process.stop();
    }
    target = await startThrowawayFerretDb(bin);
  }, 120_000);

  afterAll(async () => {
    await target?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses with a sentence and deletes nothing when the new store cannot be reached', async () => {
    // A port held by a listener that hangs up at once: a free port found and let go could be taken
    // by another test's store before the upgrade connects, and then the upgrade would succeed.
    const hangUp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const { port } = hangUp.address() as AddressInfo;
    try {
      await expect(
        upgradeSqliteStore({
          dataDir,
          targetUrl: `mongodb://127.0.0.1:${port}/?serverSelectionTimeoutMS=1000`,
          ferretDbBin: bin,
          blobsFor: () => undefined,
        }),
      ).rejects.toThrow(/could not be moved into the new store.*Nothing was deleted/s);
    } finally {
      await new Promise((resolve) => hangUp.close(resolve));
    }
    expect(await hasSqliteStore(dataDir)).toBe(true);
  });

  it('moves every record byte for byte with its indexes, and every file into the blob store under its id', async () => {
    const blobDir = join(dir, 'blobs');
    const report = await upgradeSqliteStore({
      dataDir,
      targetUrl: target.url,
      ferretDbBin: bin,
      blobsFor: (_database, bucket) => createFileBlobStore({ rootDir: blobDir, bucket }),
    });
    const documents = Object.values(RECORDS)
      .flatMap((collections) => Object.values(collections))
      .flat().length;
    expect(report).toEqual({ databases: 4, collections: 12, documents, blobs: FILES.length, bytes: FILES.reduce((sum, file) => sum + file.bytes.length, 0) });

    const client = await MongoClient.connect(target.url);
    try {
      for (const [database, collections] of Object.entries(RECORDS)) {
        for (const [name, docs] of Object.entries(collections)) {
          const moved = await client.db(database).collection(name).find({}, raw).sort({ _id: 1 }).toArray();
          const expected = [...docs].sort((a, b) => String(a['_id']).localeCompare(String(b['_id'])));
          const bytes = (list: Document[]): string[] => list.map((doc) => Buffer.from(BSON.serialize(doc)).toString('hex')).sort();
          expect(bytes(moved), `${database}.${name}`).toEqual(bytes(expected));
        }
      }
      const planIndexes = await client.db('quotes').collection('plans').listIndexes().toArray();
      expect(planIndexes.find((index) => index['name'] === 'owner_recent')?.['key']).toEqual({ ownerEmail: 1, updatedAt: -1 });
      const blogIndexes = await client.db('content').collection('blogs').listIndexes().toArray();
      expect(blogIndexes.find((index) => index['name'] === 'slug_unique')?.['unique']).toBe(true);
      // GridFS collections became blobs, not copies.
      expect((await client.db('quotes').listCollections({ name: 'pdfs.chunks' }).toArray()).length).toBe(0);
    } finally {
      await client.close();
    }

    for (const [index, file] of FILES.entries()) {
      const store = createFileBlobStore({ rootDir: blobDir, bucket: file.bucket });
      const id = fileIds[index] ?? '';
      expect((await store.read(id))?.equals(file.bytes), file.filename).toBe(true);
      const info = await store.stat(id);
      expect(info).toMatchObject({ contentType: file.contentType, length: file.bytes.length, metadata: { planId: 'plan_a' } });
      expect(info?.etag).toBe(`"${createHash('sha256').update(file.bytes).digest('hex')}"`);
    }

    // The old files are kept, renamed, until their owner deletes them; the next start moves nothing.
    expect(await hasSqliteStore(dataDir)).toBe(false);
    expect((await readdir(join(dataDir, MOVED_SQLITE_STORE_DIR))).some((name) => name.endsWith('.sqlite'))).toBe(true);
    expect(existsSync(join(dataDir, 'ferretdb'))).toBe(false);
    expect(await upgradeSqliteStore({ dataDir, targetUrl: target.url, ferretDbBin: bin, blobsFor: () => undefined })).toBeUndefined();
  }, 120_000);
});
