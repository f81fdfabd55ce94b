// The MongoDB connection and the blob stores: what loads mongoose, kept apart from the index so a
// process without a database (the gateway, travel) never loads it.
export { parseObjectId } from './parse-object-id.js';
export type { BlobInfo, BlobStore, OpenedBlob, PutBlobOptions } from './blob-store/blob-store.js';
export { blobIdOf, blobIdTime, newBlobId } from './blob-store/blob-id.js';
export { createFileBlobStore, type FileBlobStoreOptions } from './blob-store/file-blob-store.js';
export { createGridFsBlobStore } from './blob-store/gridfs-blob-store.js';
export { createBlobStore, type BlobStoreTarget } from './blob-store/create-blob-store.js';
// The S3 store itself is not exported here: importing it loads the AWS SDK (see create-blob-store.ts).
export type { S3BlobStoreOptions } from './blob-store/s3-blob-store.js';
export { copyBlobs, type CopyBlobsOptions, type CopyBlobsResult } from './blob-store/copy-blobs.js';
export { copyGridFsBucket, runGridFsBucketCopy, type CopyGridFsBucketOptions } from './blob-store/copy-gridfs-bucket.js';
export {
  BLOB_STORE_KINDS,
  blobStoreConfigShape,
  refuseIncompleteBlobStore,
  type BlobStoreKind,
  type BlobStoreSettings,
} from './blob-store/blob-store-config.js';
export { MONGO_IDLE_CONNECTION_MS, mongoPlugin, redactUrl, type MongoPluginOptions } from './plugins/mongo.js';
