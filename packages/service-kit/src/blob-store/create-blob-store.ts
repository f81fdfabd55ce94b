import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type mongoose from 'mongoose';
import type { BlobStoreSettings } from './blob-store-config.js';
import type { BlobStore } from './blob-store.js';
import { createFileBlobStore } from './file-blob-store.js';
import { createGridFsBlobStore } from './gridfs-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

export interface BlobStoreTarget {
  /** The kind of blob: a folder under BLOB_DIR, a key prefix in S3_BUCKET, a GridFS bucket. */
  bucket: string;
  /** The service's database; only the `gridfs` store uses it. */
  db?: mongoose.mongo.Db | undefined;
}

/** The S3 client the settings describe. */
export function s3ClientFor(settings: BlobStoreSettings): S3Client {
  const config: S3ClientConfig = { region: settings.S3_REGION, forcePathStyle: settings.S3_FORCE_PATH_STYLE };
  if (settings.S3_ENDPOINT) {
    config.endpoint = settings.S3_ENDPOINT;
    // Checksums only where S3 requires them: many S3-compatible stores refuse the ones the SDK adds by default.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY) {
    config.credentials = { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY };
  }
  return new S3Client(config);
}

/** The blob store BLOB_STORE names, for one kind of blob (see docs/operations.md#blobs). */
export function createBlobStore(settings: BlobStoreSettings, { bucket, db }: BlobStoreTarget): BlobStore {
  switch (settings.BLOB_STORE) {
    case 'files':
      if (!settings.BLOB_DIR) throw new Error('BLOB_STORE=files needs BLOB_DIR');
      return createFileBlobStore({ rootDir: settings.BLOB_DIR, bucket });
    case 's3':
      if (!settings.S3_BUCKET) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
      return createS3BlobStore({ client: s3ClientFor(settings), bucket: settings.S3_BUCKET, prefix: `${bucket}/` });
    case 'gridfs':
      if (!db) throw new Error('BLOB_STORE=gridfs needs a connected database');
      return createGridFsBlobStore(db, bucket);
  }
}
