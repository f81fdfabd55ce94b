import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { BlobStoreSettings } from './blob-store-config.js';
import { blobIdOf, blobIdTime, newBlobId, recordedFilename, requestedBlobId } from './blob-id.js';
import type { BlobInfo, BlobStore } from './blob-store.js';

export interface S3BlobStoreOptions {
  client: S3Client;
  /** The S3 bucket (S3_BUCKET). */
  bucket: string;
  /** Put before every key, so several kinds of blob share a bucket: `uploads/`, `pdfs/`. Empty or ending in `/`. */
  prefix?: string;
}

const PREFIX_PATTERN = /^(?:[A-Za-z0-9_.-]+\/)*$/;
const ID_KEY = /^[0-9a-f]{24}$/;
/** S3 allows 2 KB of user metadata with the keys; what we keep beside the digest stays well below. */
const MAX_METADATA_TEXT = 1500;
const LIST_PAGE = 1000;

/** The user metadata S3 keeps with an object: ASCII only, hence the JSON and the name go URI-encoded. */
interface ObjectMetadata {
  sha256?: string;
  filename?: string;
  metadata?: string;
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404;
}

function decodedMetadata(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(decodeURIComponent(text));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

interface ObjectHeaders {
  ContentType?: string | undefined;
  ContentLength?: number | undefined;
  Metadata?: Record<string, string> | undefined;
}

function infoOf(id: string, headers: ObjectHeaders): BlobInfo {
  const metadata = (headers.Metadata ?? {}) as ObjectMetadata;
  return {
    id,
    contentType: headers.ContentType ?? 'application/octet-stream',
    length: headers.ContentLength ?? 0,
    etag: `"${metadata.sha256 ?? id}"`,
    filename: metadata.filename ? decodeURIComponent(metadata.filename) : '',
    metadata: decodedMetadata(metadata.metadata),
  };
}

/**
 * Blobs as objects `<prefix><id>` in an S3 bucket (AWS or any S3-compatible store), shared by
 * every process and machine that holds the credentials. The content type travels as the object's
 * own; the SHA-256, the file name and the metadata as its user metadata.
 */
export function createS3BlobStore({ client, bucket, prefix = '' }: S3BlobStoreOptions): BlobStore {
  if (!PREFIX_PATTERN.test(prefix)) throw new TypeError(`"${prefix}" is no key prefix (empty, or folders ending in /)`);
  const keyOf = (id: string) => `${prefix}${id}`;

  async function head(id: string): Promise<BlobInfo | null> {
    try {
      return infoOf(id, await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(id) })));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function openBlob(text: string) {
    const id = blobIdOf(text);
    if (!id) return null;
    let object;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    // In Node the SDK answers with the HTTP response itself: the bytes arrive as it is read.
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered GetObject for ${keyOf(id)} without a Node stream`);
    return { ...infoOf(id, object), stream: object.Body };
  }

  return {
    async put(buffer, { contentType, filename, metadata = {}, id: wanted }) {
      const id = wanted === undefined ? newBlobId() : requestedBlobId(wanted);
      const metadataText = encodeURIComponent(JSON.stringify(metadata));
      if (metadataText.length > MAX_METADATA_TEXT) throw new RangeError(`blob metadata takes ${metadataText.length} characters; S3 keeps ${MAX_METADATA_TEXT}`);
      const objectMetadata: Required<ObjectMetadata> = {
        sha256: createHash('sha256').update(buffer).digest('hex'),
        filename: encodeURIComponent(recordedFilename(filename)),
        metadata: metadataText,
      };
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(id),
          Body: buffer,
          ContentType: contentType,
          ContentLength: buffer.length,
          Metadata: objectMetadata,
        }),
      );
      return id;
    },

    async stat(text) {
      const id = blobIdOf(text);
      return id ? head(id) : null;
    },

    open: openBlob,

    async read(text) {
      const blob = await openBlob(text);
      if (!blob) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async delete(text) {
      const id = blobIdOf(text);
      // S3 deletes a missing key without complaint; asking first tells whether there was one.
      if (!id || !(await head(id))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
      return true;
    },

    /**
     * Lists keys in order (S3 lists them sorted, and ids sort by the second they were made). S3
     * keeps LastModified to the second: a blob counts as stored before the cutoff only when its
     * whole second is, so one stored just before is left for the next sweep, never one after.
     */
    async storedBefore(cutoff, limit, afterId) {
      const after = afterId === undefined ? null : blobIdOf(afterId);
      const cutoffMs = cutoff.getTime();
      const found: string[] = [];
      let continuation: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            MaxKeys: LIST_PAGE,
            ...(continuation ? { ContinuationToken: continuation } : after ? { StartAfter: keyOf(after) } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(prefix.length) ?? '';
          if (!ID_KEY.test(id)) continue;
          if (found.length >= limit || blobIdTime(id) >= cutoffMs) return found;
          const modified = object.LastModified?.getTime();
          if (modified !== undefined && modified + 1000 <= cutoffMs) found.push(id);
        }
        if (found.length >= limit || !page.IsTruncated || !page.NextContinuationToken) return found;
        continuation = page.NextContinuationToken;
      }
    },
  };
}

/** The S3 client the settings describe. */
export function s3ClientFor(settings: BlobStoreSettings): S3Client {
  const config: S3ClientConfig = { region: settings.S3_REGION, forcePathStyle: settings.S3_FORCE_PATH_STYLE };
  if (settings.S3_ENDPOINT) {
    config.endpoint = settings.S3_ENDPOINT;
    // Checksums only where S3 requires them: many S3-compatible stores refuse the ones the SDK adds by default.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY) {
    config.credentials = { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY };
  }
  return new S3Client(config);
}
