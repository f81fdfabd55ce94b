import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGridFsFileStore, type GridFsFileStore } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';

export type { OpenedFile, PutFileOptions, StoredFileInfo } from '@stallplan/service-kit';

/** GridFS bucket name: collections `uploads.files` and `uploads.chunks`. */
export const FILE_BUCKET = 'uploads';

/** What catalog does with its uploaded files: store, look up, send and remove them. */
export type FileStore = Pick<GridFsFileStore, 'put' | 'stat' | 'open' | 'delete'>;

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** Uploaded images in GridFS, inside the service's own database (service-kit's store). */
async function fileStore(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const db = fastify.mongo.db;
  if (!db) throw new Error('file store needs a connected database');
  fastify.decorate('files', createGridFsFileStore(db, FILE_BUCKET));
}

export const fileStorePlugin = fp(fileStore, {
  name: 'file-store',
  dependencies: ['stallplan-mongo'],
  fastify: '5.x',
});
