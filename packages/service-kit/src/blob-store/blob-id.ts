import mongoose from 'mongoose';
import { OBJECT_ID_PATTERN } from '../object-id.js';

/** A new blob id: an ObjectId's 24 lower-case hex digits, its first 8 the second it was made. */
export function newBlobId(): string {
  return new mongoose.mongo.ObjectId().toHexString();
}

/** The id a text names, in the lower-case form stores keep it in, or null when it names none. */
export function blobIdOf(text: string): string | null {
  return OBJECT_ID_PATTERN.test(text) ? text.toLowerCase() : null;
}

/** The id put() was asked to store under; a caller passing something else has a bug. */
export function requestedBlobId(text: string): string {
  const id = blobIdOf(text);
  if (!id) throw new TypeError(`"${text.slice(0, 40)}" is no blob id (24 hex digits)`);
  return id;
}

/**
 * The instant an id was made, to the second below. No blob is stored before its id is made, so a
 * blob whose id time is at or after a cutoff was stored at or after it too: a listing in id order
 * can stop there.
 */
export function blobIdTime(id: string): number {
  return Number.parseInt(id.slice(0, 8), 16) * 1000;
}

/** The file name a blob's facts travel with, cut to a length every backend keeps. */
export function recordedFilename(filename: string): string {
  return filename.slice(0, 200) || 'upload';
}
