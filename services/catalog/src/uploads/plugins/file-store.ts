import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlobStore, type BlobStore } from '@stallplan/service-kit/store';
import type { CatalogConfig } from '../../config.js';

export type { OpenedBlob } from '@stallplan/service-kit/store';

/** The kind of blob catalog keeps: a folder `uploads/` under BLOB_DIR, keys `uploads/<id>` in S3, GridFS's `uploads.*`. */
export const FILE_BUCKET = 'uploads';

/** What catalog does with its uploaded files: store, look up, send, list and remove them. */
export type FileStore = Pick<BlobStore, 'put' | 'stat' | 'open' | 'delete' | 'storedBefore'>;

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** Uploaded images in the blob store BLOB_STORE names (service-kit's createBlobStore). */
async function fileStore(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate('files', createBlobStore(config, { bucket: FILE_BUCKET, db: fastify.mongo.db }));
}

export const fileStorePlugin = fp(fileStore, {
  name: 'file-store',
  // Only BLOB_STORE=gridfs uses the database.
  dependencies: ['stallplan-mongo'],
  fastify: '5.x',
});
