import mongoose from 'mongoose';
import type { z } from 'zod';
import { ConfigError } from '../config-error.js';
import { loadConfig } from '../load-config.js';
import type { BlobStoreSettings } from './blob-store-config.js';
import { copyBlobs, type CopyBlobsResult } from './copy-blobs.js';
import { createBlobStore } from './create-blob-store.js';
import { createGridFsBlobStore } from './gridfs-blob-store.js';

/** What a service's config must hold for the copy: its database and its blob store. */
type CopyConfig = BlobStoreSettings & { MONGO_URL: string; MONGO_DB?: string | undefined };

export interface CopyGridFsBucketOptions {
  /** Named in messages: `catalog`, `quotes`. */
  service: string;
  /** The service's own config schema, so the copy writes exactly where the service will read. */
  schema: z.ZodType<CopyConfig>;
  /** The GridFS bucket in the service's database, and the bucket it becomes in the store. */
  bucket: string;
  /** The database when MONGO_DB is unset: the service's name. */
  defaultDb: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

/**
 * Copies a service's GridFS bucket, where blobs lived before BLOB_STORE, into the store the
 * service's configuration names, each blob under its own id (docs/operations.md#blobs). Run it
 * with the service's environment before the service starts on the new store, and again after: the
 * second run copies only what arrived in between. GridFS is left as it was.
 */
export async function copyGridFsBucket({
  service,
  schema,
  bucket,
  defaultDb,
  env = process.env,
  log = () => undefined,
}: CopyGridFsBucketOptions): Promise<CopyBlobsResult> {
  const config = loadConfig(service, schema, env);
  if (config.BLOB_STORE === 'gridfs') throw new ConfigError(service, ['BLOB_STORE: is gridfs, where the blobs are already; name the store to copy them to']);
  const connection = mongoose.createConnection(config.MONGO_URL, { dbName: config.MONGO_DB ?? defaultDb, serverSelectionTimeoutMS: 5000, retryWrites: false });
  try {
    await connection.asPromise();
    const db = connection.db;
    if (!db) throw new Error('MongoDB connected without a database');
    const to = createBlobStore(config, { bucket, db });
    let count = 0;
    const result = await copyBlobs(createGridFsBlobStore(db, bucket), to, {
      onCopied: () => {
        count += 1;
        if (count % 100 === 0) log(`${service}: ${count} ${bucket} blobs copied so far`);
      },
    });
    log(`${service}: ${result.copied} ${bucket} blobs copied into ${config.BLOB_STORE}, ${result.skipped} already there`);
    return result;
  } finally {
    await connection.close();
  }
}

/** The same as a command: a configuration problem is printed with its variable's name, and the exit code says how it went. */
export async function runGridFsBucketCopy(options: Omit<CopyGridFsBucketOptions, 'log'>): Promise<void> {
  try {
    await copyGridFsBucket({ ...options, log: (line) => process.stdout.write(`${line}\n`) });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exitCode = 1;
  }
}
