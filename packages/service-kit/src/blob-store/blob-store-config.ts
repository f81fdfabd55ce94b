import { resolve } from 'node:path';
import { z } from 'zod';

export const BLOB_STORE_KINDS = ['files', 's3', 'gridfs'] as const;
export type BlobStoreKind = (typeof BLOB_STORE_KINDS)[number];

/**
 * Where a service keeps its blobs (uploaded images, PDFs): see docs/operations.md#blobs. Pair it
 * with `refuseIncompleteBlobStore`, which asks for what the chosen store needs.
 */
export const blobStoreConfigShape = {
  /** `files` under BLOB_DIR (one machine, or a folder every process shares), `s3` in S3_BUCKET, `gridfs` in the service's database. */
  BLOB_STORE: z.enum(BLOB_STORE_KINDS, { error: 'must be files, s3 or gridfs' }).default('files'),
  /** The folder of the `files` store; each service keeps its buckets in folders of their own below it. */
  BLOB_DIR: z
    .string()
    .transform((dir) => resolve(dir))
    .optional(),
  /** The bucket of the `s3` store; each service writes below a prefix of its own (`uploads/`, `pdfs/`). */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-central-1')
    .optional(),
  /** An S3-compatible store's address (MinIO, Ceph, R2, …); unset: AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Addresses the bucket as `<endpoint>/<bucket>/<key>`, which most S3-compatible stores want, not as a host name. */
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'must be true or false' }).default(false),
  /** Both or neither; unset, the AWS SDK's own chain finds credentials (AWS_* variables, a web identity, the instance's role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
};

/** The settings once parsed: what createBlobStore reads from a service's config. */
export type BlobStoreSettings = z.output<z.ZodObject<typeof blobStoreConfigShape>>;

/** What the chosen store cannot work without, named the way start-up reports a missing variable. */
export function refuseIncompleteBlobStore(config: BlobStoreSettings, context: z.RefinementCtx): void {
  const need = (variable: keyof BlobStoreSettings, message: string) => {
    if (config[variable] === undefined) context.addIssue({ code: 'custom', path: [variable], message });
  };
  if (config.BLOB_STORE === 'files') need('BLOB_DIR', 'is required when BLOB_STORE is files (the default)');
  if (config.BLOB_STORE === 's3') {
    need('S3_BUCKET', 'is required when BLOB_STORE is s3');
    need('S3_REGION', 'is required when BLOB_STORE is s3');
  }
  if (config.S3_ACCESS_KEY_ID !== undefined) need('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  if (config.S3_SECRET_ACCESS_KEY !== undefined) need('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
}
