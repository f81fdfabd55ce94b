import mongoose from 'mongoose';

/** The 24-hex-digit text of an ObjectId, the only form our ids travel in. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/**
 * The ObjectId a text names, or null when it names none. Only the 24-hex form is an id here, never
 * a 12-character string that some driver versions read as 12 raw bytes.
 */
export function parseObjectId(text: string): mongoose.mongo.ObjectId | null {
  return OBJECT_ID_PATTERN.test(text) ? new mongoose.mongo.ObjectId(text) : null;
}
