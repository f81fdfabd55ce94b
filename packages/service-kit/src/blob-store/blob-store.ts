import type { Readable } from 'node:stream';

export interface PutBlobOptions {
  contentType: string;
  /** The name the file came with; kept for the record, never used to serve it. */
  filename: string;
  metadata?: Record<string, unknown>;
  /**
   * Stores the blob under this id (24 hex digits) instead of a new one, so a migration from one
   * store to another keeps every reference valid. A blob already under the id is replaced.
   */
  id?: string;
}

export interface BlobInfo {
  id: string;
  contentType: string;
  length: number;
  /** A strong validator: the SHA-256 of the bytes, quoted as HTTP wants it. */
  etag: string;
  /** The name it came with (at most 200 characters), for the record and for a copy to another store. */
  filename: string;
  /** What the blob was stored with, less the content type and digest the store keeps itself. */
  metadata: Record<string, unknown>;
}

export interface OpenedBlob extends BlobInfo {
  /** Reads the bytes only as they are consumed; destroy it when it is not sent. */
  stream: Readable;
}

/**
 * Where a service keeps bytes that are no document: uploaded images, rendered PDFs. Every backend
 * makes its ids as ObjectIds (24 hex digits), so an id one store made is valid in another, and
 * any text that is no such id is simply not found.
 */
export interface BlobStore {
  /** Stores the bytes and returns the blob's id (a new one, or `options.id`). */
  put(buffer: Buffer, options: PutBlobOptions): Promise<string>;
  /** What is known about a blob, or null when the id is unknown or not an id at all. */
  stat(id: string): Promise<BlobInfo | null>;
  /** The blob's facts and a stream of its bytes, or null when the id is unknown or malformed. */
  open(id: string): Promise<OpenedBlob | null>;
  /** All the bytes, or null when there is no such blob. */
  read(id: string): Promise<Buffer | null>;
  /** Removes the blob; false when there was nothing to remove. */
  delete(id: string): Promise<boolean>;
  /** Ids of blobs stored before `cutoff`, in id order after `afterId` when given, at most `limit`. */
  storedBefore(cutoff: Date, limit: number, afterId?: string): Promise<string[]>;
}
