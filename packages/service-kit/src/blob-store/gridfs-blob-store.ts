import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { parseObjectId } from '../parse-object-id.js';
import { recordedFilename, requestedBlobId } from './blob-id.js';
import type { BlobInfo, BlobStore, OpenedBlob } from './blob-store.js';

interface FileMetadata extends Record<string, unknown> {
  contentType?: string;
  sha256?: string;
}

/**
 * Blobs in one GridFS bucket (collections `<bucket>.files` and `<bucket>.chunks`) of the service's
 * own database, for operators who keep everything in MongoDB (BLOB_STORE=gridfs). Chunks make the
 * database grow and every read slower than a file's, hence not the default. FerretDB stores
 * GridFS's two collections like any others, so the same code runs there and on MongoDB.
 */
export function createGridFsBlobStore(db: mongoose.mongo.Db, bucketName: string): BlobStore {
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName });

  async function stat(id: string): Promise<BlobInfo | null> {
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
      filename: file.filename,
      metadata,
    };
  }

  async function open(id: string): Promise<OpenedBlob | null> {
    const info = await stat(id);
    if (!info) return null;
    return { ...info, stream: bucket.openDownloadStream(new mongoose.mongo.ObjectId(info.id)) };
  }

  async function remove(id: string): Promise<boolean> {
    const objectId = parseObjectId(id);
    if (!objectId) return false;
    try {
      await bucket.delete(objectId);
      return true;
    } catch (error) {
      if (error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message)) return false;
      throw error;
    }
  }

  return {
    async put(buffer, { contentType, filename, metadata = {}, id: wanted }) {
      const sha256 = createHash('sha256').update(buffer).digest('hex');
      const options = { metadata: { ...metadata, contentType, sha256 } };
      let upload;
      if (wanted === undefined) {
        upload = bucket.openUploadStream(recordedFilename(filename), options);
      } else {
        const id = requestedBlobId(wanted);
        // Replaced, as the other stores do: GridFS would refuse a second files document with the id.
        await remove(id);
        upload = bucket.openUploadStreamWithId(new mongoose.mongo.ObjectId(id), recordedFilename(filename), options);
      }
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

    delete: remove,

    async storedBefore(cutoff, limit, afterId) {
      const after = afterId ? parseObjectId(afterId) : null;
      const filter = { uploadDate: { $lt: cutoff }, ...(after ? { _id: { $gt: after } } : {}) };
      const files = await bucket.find(filter, { sort: { _id: 1 }, limit, projection: { _id: 1 } }).toArray();
      return files.map((file) => file._id.toString());
    },
  };
}
