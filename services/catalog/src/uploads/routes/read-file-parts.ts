import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';

/** One file of the form, read whole up to the size limit. */
export interface ReceivedFile {
  /** At most MAX_IMAGE_BYTES; the rest of a larger file is discarded unread. */
  buffer: Buffer;
  /** The file was larger than MAX_IMAGE_BYTES. */
  truncated: boolean;
  filename: string;
  /** What the client said the file is; only used to word the answer for an empty file. */
  declaredType: string;
}

export interface ReadFilePartsOptions {
  field: string;
  maxFiles: number;
  /** The sentence for one file more than maxFiles. */
  tooManyMessage: string;
}

/** Text fields are not used; a few small ones are tolerated (a client may send a name or a token). */
const MAX_TEXT_FIELDS = 10;

function multipartErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function refusal(error: unknown, options: ReadFilePartsOptions): AppError {
  switch (multipartErrorCode(error)) {
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', options.tooManyMessage);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('BAD_REQUEST', 'The upload form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', 'The upload form uses a field name that is not allowed.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', 'The upload was interrupted before it finished.');
    default:
      return new AppError('BAD_REQUEST', 'The upload could not be read as multipart form data.');
  }
}

/**
 * Reads the files of one form field, consuming the whole request before answering so the client
 * always gets the reason rather than a reset connection. The parser itself enforces the count and
 * the size, so a request never holds more than maxFiles × 5 MB in memory.
 */
export async function readFileParts(request: FastifyRequest, options: ReadFilePartsOptions): Promise<ReceivedFile[]> {
  const plural = options.maxFiles > 1;
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', `Send the ${plural ? 'images' : 'image'} as multipart/form-data in the form field "${options.field}".`);
  }

  const received: ReceivedFile[] = [];
  const otherFields = new Set<string>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: options.maxFiles,
        fields: MAX_TEXT_FIELDS,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: options.maxFiles + MAX_TEXT_FIELDS,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== options.field) {
        otherFields.add(part.fieldname);
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const buffer = await part.toBuffer();
      received.push({ buffer, truncated: part.file.truncated, filename: part.filename, declaredType: part.mimetype });
    }
  } catch (error) {
    throw refusal(error, options);
  }

  if (otherFields.size > 0) {
    const names = [...otherFields].map((name) => `"${name}"`).join(', ');
    throw new AppError('BAD_REQUEST', `Send ${plural ? 'images' : 'the image'} only in the form field "${options.field}" (this form also had ${names}).`);
  }
  return received;
}
