import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';

const { GridFSBucket, ObjectId } = mongoose.mongo;

/** GridFS bucket for rendered documents: collections `pdfs.files` and `pdfs.chunks`. */
export const PDF_BUCKET = 'pdfs';

export interface PdfFileStore {
  put(buffer: Buffer, filename: string, metadata: Record<string, unknown>): Promise<string>;
  /** The bytes, or null when there is no such file. */
  read(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
  /** Ids of files stored before `cutoff`, in id order after `afterId` when given, at most `limit`. */
  storedBefore(cutoff: Date, limit: number, afterId?: string): Promise<string[]>;
}

function toObjectId(id: string): mongoose.mongo.ObjectId | null {
  return /^[0-9a-f]{24}$/i.test(id) ? new ObjectId(id) : null;
}

/**
 * Rendered PDFs in GridFS, so the API and any number of worker processes share them through the
 * database, and a quote's PDF outlives the job that made it (Redis keeps only the file id).
 */
export function createPdfFileStore(db: mongoose.mongo.Db): PdfFileStore {
  const bucket = new GridFSBucket(db, { bucketName: PDF_BUCKET });
  return {
    async put(buffer, filename, metadata) {
      const upload = bucket.openUploadStream(filename, { metadata: { ...metadata, contentType: 'application/pdf' } });
      try {
        await pipeline(Readable.from([buffer]), upload);
      } catch (error) {
        await bucket.delete(upload.id).catch(() => undefined);
        throw error;
      }
      return upload.id.toString();
    },
    async read(id) {
      const objectId = toObjectId(id);
      if (!objectId) return null;
      const file = await bucket.find({ _id: objectId }, { limit: 1 }).next();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(objectId)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(id) {
      const objectId = toObjectId(id);
      if (objectId) await bucket.delete(objectId).catch(() => undefined);
    },
    async storedBefore(cutoff, limit, afterId) {
      const after = afterId ? toObjectId(afterId) : null;
      const filter = { uploadDate: { $lt: cutoff }, ...(after ? { _id: { $gt: after } } : {}) };
      const files = await bucket.find(filter, { sort: { _id: 1 }, limit, projection: { _id: 1 } }).toArray();
      return files.map((file) => file._id.toString());
    },
  };
}
