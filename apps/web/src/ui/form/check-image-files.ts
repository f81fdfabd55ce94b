import { checkImageFile, checkImageFiles, uploadMessages } from '@stallplan/contracts';

/** How many leading bytes tell JPEG, PNG and WebP apart. */
export const SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return bytes.length < offset + length ? '' : String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/**
 * Whether a file's first bytes are those of a JPEG, PNG or WebP image. The browser names a file's
 * type from its extension, so a text file renamed `.png` claims `image/png`; its bytes do not.
 * The server checks the same way, so this only saves a round trip.
 */
export function hasImageSignature(head: Uint8Array): boolean {
  return startsWith(head, JPEG) || startsWith(head, PNG) || (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP');
}

export interface ImageRule {
  /** How many more images this upload may add. */
  max: number;
  multiple: boolean;
  /** The sentence for too many: portfolio or testimonial (see docs/marketplace.md#uploads). */
  tooManyMessage: string;
}

/** What an image field holds at most, and how many it holds already, as the rule for the next files chosen. */
export function imageRuleFor(field: { max: number; multiple: boolean; tooManyMessage: string }, existing: number): ImageRule {
  // A single image (the logo) is replaced by the next one chosen, so one more always fits.
  return { max: field.multiple ? field.max - existing : 1, multiple: field.multiple, tooManyMessage: field.tooManyMessage };
}

/** A chosen file as far as the checks need it; a browser `File` fits. */
export interface ChosenFile {
  type: string;
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * The first reason the chosen files cannot be uploaded, or null: the count, type and size
 * rules (contracts uploads.ts), then each file's own bytes.
 */
export async function checkChosenImages(files: readonly ChosenFile[], rule: ImageRule): Promise<string | null> {
  const single = files.length === 1 && files[0] ? checkImageFile(files[0]) : uploadMessages.noFiles;
  const ruleBroken = rule.multiple ? checkImageFiles(files, rule.max, rule.tooManyMessage) : single;
  if (ruleBroken) return ruleBroken;
  const heads = await Promise.all(files.map(async (file) => new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())));
  if (heads.every(hasImageSignature)) return null;
  return rule.multiple ? uploadMessages.notAllImages : uploadMessages.notAnImage;
}
