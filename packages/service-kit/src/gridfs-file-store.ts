import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { parseObjectId } from './object-id.js';

export interface PutFileOptions {
  contentType: string;
  /** The name the file came with; kept for the record, never used to serve it. */
  filename: string;
  metadata?: Record<string, unknown>;
}

export interface StoredFileInfo {
  id: string;
  contentType: string;
  length: number;
  /** A strong validator: the SHA-256 of the bytes, quoted as HTTP wants it. */
  etag: string;
  /** What the file was stored with, less the content type and digest the store keeps itself. */
  metadata: Record<string, unknown>;
}

export interface OpenedFile extends StoredFileInfo {
  /** Reads chunks only once consumed; destroy it when it is not sent. */
  stream: Readable;
}

export interface GridFsFileStore {
  /** Stores the bytes and returns the new file's id. */
  put(buffer: Buffer, options: PutFileOptions): Promise<string>;
  /** What is known about a file, or null when the id is unknown or not an id at all. */
  stat(id: string): Promise<StoredFileInfo | null>;
  /** The file's facts and a stream of its bytes, or null when the id is unknown or malformed. */
  open(id: string): Promise<OpenedFile | null>;
  /** All the bytes, or null when there is no such file. */
  read(id: string): Promise<Buffer | null>;
  /** Removes the file and its chunks; false when there was nothing to remove. */
  delete(id: string): Promise<boolean>;
  /** Ids of files stored before `cutoff`, in id order after `afterId` when given, at most `limit`. */
  storedBefore(cutoff: Date, limit: number, afterId?: string): Promise<string[]>;
}

interface FileMetadata extends Record<string, unknown> {
  contentType?: string;
  sha256?: string;
}

const MAX_FILENAME_LENGTH = 200;

/**
 * Files in one GridFS bucket (collections `<bucket>.files` and `<bucket>.chunks`) of the service's
 * own database, so every process of the service shares them. FerretDB stores GridFS's two
 * collections like any others, so the same code runs there and on MongoDB.
 */
export function createGridFsFileStore(db: mongoose.mongo.Db, bucketName: string): GridFsFileStore {
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName });

  async function stat(id: string): Promise<StoredFileInfo | null> {
    const objectId = parseObjectId(id);
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

  async function open(id: string): Promise<OpenedFile | null> {
    const info = await stat(id);
    if (!info) return null;
    return { ...info, stream: bucket.openDownloadStream(new mongoose.mongo.ObjectId(info.id)) };
  }

  return {
    async put(buffer, { contentType, filename, metadata = {} }) {
      const sha256 = createHash('sha256').update(buffer).digest('hex');
      const upload = bucket.openUploadStream(filename.slice(0, MAX_FILENAME_LENGTH) || 'upload', {
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
    open,

    async read(id) {
      const file = await open(id);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async delete(id) {
      const objectId = parseObjectId(id);
      if (!objectId) return false;
      try {
        await bucket.delete(objectId);
        return true;
      } catch (error) {
        if (error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message)) return false;
        throw error;
      }
    },

    async storedBefore(cutoff, limit, afterId) {
      const after = afterId ? parseObjectId(afterId) : null;
      const filter = { uploadDate: { $lt: cutoff }, ...(after ? { _id: { $gt: after } } : {}) };
      const files = await bucket.find(filter, { sort: { _id: 1 }, limit, projection: { _id: 1 } }).toArray();
      return files.map((file) => file._id.toString());
    },
  };
}
