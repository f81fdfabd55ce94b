import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import type { CatalogConfig } from '../../config.js';

const { GridFSBucket, ObjectId } = mongoose.mongo;

/** GridFS bucket name: collections `uploads.files` and `uploads.chunks`. */
export const FILE_BUCKET = 'uploads';

export interface PutFileOptions {
  contentType: string;
  /** The name the client gave the file; kept for the record, never used to serve it. */
  filename: string;
  metadata?: Record<string, unknown>;
}

export interface StoredFileInfo {
  id: string;
  contentType: string;
  length: number;
  /** A strong validator: the SHA-256 of the bytes, quoted as HTTP wants it. */
  etag: string;
  metadata: Record<string, unknown>;
}

export interface OpenedFile extends StoredFileInfo {
  /** Reads chunks only once consumed; destroy it when it is not sent. */
  stream: Readable;
}

export interface FileStore {
  /** Stores the bytes and returns the new file's id. */
  put(buffer: Buffer, options: PutFileOptions): Promise<string>;
  /** What is known about a file, or null when the id is unknown or not an id at all. */
  stat(id: string): Promise<StoredFileInfo | null>;
  /** The file's facts and a stream of its bytes, or null when the id is unknown or malformed. */
  open(id: string): Promise<OpenedFile | null>;
  /** Removes the file and its chunks; false when there was nothing to remove. */
  delete(id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

interface FileMetadata extends Record<string, unknown> {
  contentType?: string;
  sha256?: string;
}

function toObjectId(id: string): mongoose.mongo.ObjectId | null {
  // ObjectId.isValid also takes any 12-character string; only the 24-hex form is an address here.
  return /^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : null;
}

/**
 * Uploaded files in GridFS, inside the service's own database. FerretDB v1 stores GridFS's two
 * collections like any others, so the same code runs there and on MongoDB.
 */
export function createFileStore(db: mongoose.mongo.Db): FileStore {
  const bucket = new GridFSBucket(db, { bucketName: FILE_BUCKET });

  async function stat(id: string): Promise<StoredFileInfo | null> {
    const objectId = toObjectId(id);
    if (!objectId) return null;
    const file = await bucket.find({ _id: objectId }, { limit: 1 }).next();
    if (!file) return null;
    const { contentType, sha256, ...metadata } = (file.metadata ?? {}) as FileMetadata;
    return {
      id: file._id.toHexString(),
      contentType: contentType ?? 'application/octet-stream',
      length: file.length,
      etag: `"${sha256 ?? file._id.toHexString()}"`,
      metadata,
    };
  }

  return {
    async put(buffer, { contentType, filename, metadata = {} }) {
      const sha256 = createHash('sha256').update(buffer).digest('hex');
      const upload = bucket.openUploadStream(filename.slice(0, 200) || 'upload', {
        metadata: { ...metadata, contentType, sha256 },
      });
      try {
        await pipeline(Readable.from([buffer]), upload);
      } catch (error) {
        // The files document is written last; removing by id clears chunks already written.
        await bucket.delete(upload.id).catch(() => undefined);
        throw error;
      }
      return upload.id.toString();
    },

    stat,

    async open(id) {
      const info = await stat(id);
      if (!info) return null;
      return { ...info, stream: bucket.openDownloadStream(new ObjectId(info.id)) };
    },

    async delete(id) {
      const objectId = toObjectId(id);
      if (!objectId) return false;
      try {
        await bucket.delete(objectId);
        return true;
      } catch (error) {
        if (error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message)) return false;
        throw error;
      }
    },
  };
}

async function fileStore(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const db = fastify.mongo.db;
  if (!db) throw new Error('file store needs a connected database');
  fastify.decorate('files', createFileStore(db));
}

export const fileStorePlugin = fp(fileStore, {
  name: 'file-store',
  dependencies: ['stallplan-mongo'],
  fastify: '5.x',
});
