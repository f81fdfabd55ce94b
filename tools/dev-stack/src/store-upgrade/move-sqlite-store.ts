import { createHash } from 'node:crypto';
import { GridFSBucket, MongoClient, type Db, type Document } from 'mongodb';
import { awaitReady } from '../await-ready.js';
import { DevStackError } from '../dev-stack-error.js';
import { findFreePort } from '../find-free-port.js';
import { type LogLine, silentLog } from '../log-line.js';
import { spawnManaged } from '../managed-process.js';
import { waitForMongo } from '../wait-for-mongo.js';

/** Where one GridFS bucket's files go instead of its two collections. */
export interface BlobSink {
  put(bytes: Buffer, options: { id: string; contentType: string; filename: string; metadata: Record<string, unknown> }): Promise<unknown>;
  read(id: string): Promise<Buffer | null>;
}

export interface MoveSqliteStoreOptions {
  /** The directory of FerretDB's SQLite files (`.data/ferretdb` before the move). */
  sqliteDir: string;
  /** Our FerretDB build, which still speaks SQLite for this. */
  ferretDbBin: string;
  /** The new store. */
  targetUrl: string;
  /** The blob store a GridFS bucket moves into, or undefined to copy the bucket as collections. */
  blobsFor(database: string, bucket: string): BlobSink | undefined;
  log?: LogLine;
  signal?: AbortSignal;
}

export interface MoveReport {
  databases: number;
  collections: number;
  documents: number;
  blobs: number;
  bytes: number;
}

const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);
const BATCH = 500;

/** A GridFS bucket's name when `collection` is its `.files` collection and `.chunks` is beside it. */
function bucketOf(collection: string, all: Set<string>): string | undefined {
  for (const suffix of ['.files', '.chunks']) {
    if (!collection.endsWith(suffix)) continue;
    const bucket = collection.slice(0, -suffix.length);
    if (all.has(`${bucket}.files`) && all.has(`${bucket}.chunks`)) return bucket;
  }
  return undefined;
}

async function copyCollection(source: Db, target: Db, name: string, signal?: AbortSignal): Promise<number> {
  // A run that stopped half-way left part of it: start again from nothing.
  await target
    .collection(name)
    .drop()
    .catch(() => undefined);
  await target.createCollection(name);
  const indexes = (await source.collection(name).listIndexes().toArray()).filter((index) => index['name'] !== '_id_');
  if (indexes.length > 0) {
    await target.collection(name).createIndexes(
      indexes.map(({ key, name: indexName, unique, sparse }) => ({
        key: key as Record<string, 1 | -1>,
        name: indexName as string,
        ...(unique ? { unique: true } : {}),
        ...(sparse ? { sparse: true } : {}),
      })),
    );
  }
  let copied = 0;
  let batch: Document[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    await target.collection(name).insertMany(batch, { ordered: true });
    copied += batch.length;
    batch = [];
  };
  // Values as stored (an int32 stays an int32, a regex a BSON regex), not as JavaScript would read them.
  for await (const doc of source.collection(name).find({}, { promoteValues: false, promoteBuffers: false, bsonRegExp: true })) {
    if (signal?.aborted) throw new DevStackError('The store upgrade was interrupted; nothing was deleted, it starts again next time.');
    batch.push(doc);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const [before, after] = await Promise.all([source.collection(name).countDocuments(), target.collection(name).countDocuments()]);
  if (before !== after || after !== copied) {
    throw new DevStackError(`${source.databaseName}.${name} holds ${before} records in the old store but ${after} arrived in the new one.`);
  }
  return copied;
}

async function moveBucket(source: Db, bucket: string, sink: BlobSink): Promise<{ blobs: number; bytes: number }> {
  const gridfs = new GridFSBucket(source, { bucketName: bucket });
  let blobs = 0;
  let bytes = 0;
  for await (const file of gridfs.find({})) {
    const chunks: Buffer[] = [];
    for await (const chunk of gridfs.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    const id = file._id.toHexString();
    if (data.length !== file.length) throw new DevStackError(`${source.databaseName}/${bucket} file ${id} has ${data.length} of its ${file.length} bytes.`);
    const { contentType, sha256: _digest, ...metadata } = (file.metadata ?? {}) as Record<string, unknown>;
    await sink.put(data, { id, contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream', filename: file.filename, metadata });
    const back = await sink.read(id);
    const digest = (buffer: Buffer): string => createHash('sha256').update(buffer).digest('hex');
    if (!back || digest(back) !== digest(data))
      throw new DevStackError(`${source.databaseName}/${bucket} file ${id} did not read back the same from the blob store.`);
    blobs += 1;
    bytes += data.length;
  }
  return { blobs, bytes };
}

/**
 * Copies every database of a FerretDB-on-SQLite store into the store at targetUrl: each
 * collection with its indexes and every record as stored, and each GridFS bucket into the blob
 * store blobsFor gives (its files keep their ids). Counts are checked collection by collection and
 * each blob is read back; the old files are only read, never changed.
 */
export async function moveSqliteStore(options: MoveSqliteStoreOptions): Promise<MoveReport> {
  const log = options.log ?? silentLog;
  const port = await findFreePort();
  const old = await spawnManaged({
    name: 'ferretdb-sqlite',
    command: options.ferretDbBin,
    args: ['-listen-addr', `127.0.0.1:${port}`, '-handler', 'sqlite', '-data-dir', options.sqliteDir, '-log-level', 'error'],
    log,
  });
  const sourceUrl = `mongodb://127.0.0.1:${port}/`;
  await awaitReady(old, (signal) => waitForMongo(sourceUrl, 30_000, { signal }), options.signal);
  const source = new MongoClient(sourceUrl);
  const target = new MongoClient(options.targetUrl);
  const report: MoveReport = { databases: 0, collections: 0, documents: 0, blobs: 0, bytes: 0 };
  try {
    await Promise.all([source.connect(), target.connect()]);
    const { databases } = await source.db('admin').admin().listDatabases({ nameOnly: true });
    for (const { name: database } of databases) {
      if (SYSTEM_DATABASES.has(database)) continue;
      const from = source.db(database);
      const to = target.db(database);
      const names = new Set((await from.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name));
      report.databases += 1;
      for (const name of [...names].sort()) {
        const bucket = bucketOf(name, names);
        const sink = bucket ? options.blobsFor(database, bucket) : undefined;
        if (bucket && sink) {
          if (!name.endsWith('.files')) continue;
          const moved = await moveBucket(from, bucket, sink);
          report.blobs += moved.blobs;
          report.bytes += moved.bytes;
          log('stack', `moved ${database}/${bucket}: ${moved.blobs} files into the blob store`);
          continue;
        }
        const copied = await copyCollection(from, to, name, options.signal);
        report.collections += 1;
        report.documents += copied;
      }
    }
    return report;
  } finally {
    await Promise.allSettled([source.close(), target.close()]);
    await old.stop(5_000);
  }
}
