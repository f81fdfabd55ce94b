import mongoose from 'mongoose';
import { OBJECT_ID_PATTERN } from './object-id.js';

/**
 * The ObjectId a text names, or null when it names none. Only the 24-hex form is an id here, never
 * a 12-character string that some driver versions read as 12 raw bytes.
 */
export function parseObjectId(text: string): mongoose.mongo.ObjectId | null {
  return OBJECT_ID_PATTERN.test(text) ? new mongoose.mongo.ObjectId(text) : null;
}
