import type { BlobSink } from './move-sqlite-store.js';

/**
 * The blob stores a moved store's GridFS buckets go into: the services' own file blob store under
 * blobDir, one folder a bucket, unless the operator keeps blobs in GridFS (BLOB_STORE=gridfs),
 * where buckets are copied as collections. service-kit is loaded only when a move happens.
 */
export async function fileBlobsFor(blobDir: string, blobStore: string | undefined): Promise<(database: string, bucket: string) => BlobSink | undefined> {
  if (blobStore === 'gridfs') return () => undefined;
  const { createFileBlobStore } = await import('@stallplan/service-kit/store');
  return (_database, bucket) => createFileBlobStore({ rootDir: blobDir, bucket });
}
