import type mongoose from 'mongoose';
import type { BlobStoreSettings } from './blob-store-config.js';
import type { BlobStore } from './blob-store.js';
import { createFileBlobStore } from './file-blob-store.js';
import { createGridFsBlobStore } from './gridfs-blob-store.js';
import { lazyBlobStore } from './lazy-blob-store.js';

export interface BlobStoreTarget {
  /** The kind of blob: a folder under BLOB_DIR, a key prefix in S3_BUCKET, a GridFS bucket. */
  bucket: string;
  /** The service's database; only the `gridfs` store uses it. */
  db?: mongoose.mongo.Db | undefined;
}

/** The blob store BLOB_STORE names, for one kind of blob (see docs/operations.md#blobs). */
export function createBlobStore(settings: BlobStoreSettings, { bucket, db }: BlobStoreTarget): BlobStore {
  switch (settings.BLOB_STORE) {
    case 'files':
      if (!settings.BLOB_DIR) throw new Error('BLOB_STORE=files needs BLOB_DIR');
      return createFileBlobStore({ rootDir: settings.BLOB_DIR, bucket });
    case 's3':
      if (!settings.S3_BUCKET) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
      {
        const s3Bucket = settings.S3_BUCKET;
        // The AWS SDK costs every process about 34 MB of memory; only one that keeps its blobs in S3 loads it.
        return lazyBlobStore(async () => {
          const { createS3BlobStore, s3ClientFor } = await import('./s3-blob-store.js');
          return createS3BlobStore({ client: s3ClientFor(settings), bucket: s3Bucket, prefix: `${bucket}/` });
        });
      }
    case 'gridfs':
      if (!db) throw new Error('BLOB_STORE=gridfs needs a connected database');
      return createGridFsBlobStore(db, bucket);
  }
}
