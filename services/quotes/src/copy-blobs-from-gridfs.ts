import { runGridFsBucketCopy } from '@stallplan/service-kit/store';
import { pdfWorkerConfigSchema } from './config.js';
import { PDF_BUCKET } from './rendering/pdf-file-store.js';

/**
 * `npm run copy-blobs -w services/quotes`, with a PDF worker's environment (the database and the
 * store): copies the PDFs kept in GridFS before BLOB_STORE into the store it names, each under its
 * own id (docs/operations.md#blobs).
 */
await runGridFsBucketCopy({ service: 'quotes', schema: pdfWorkerConfigSchema, bucket: PDF_BUCKET, defaultDb: 'quotes' });
