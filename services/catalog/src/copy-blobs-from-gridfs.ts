import { runGridFsBucketCopy } from '@stallplan/service-kit/store';
import { catalogConfigSchema } from './config.js';
import { FILE_BUCKET } from './uploads/plugins/file-store.js';

/**
 * `npm run copy-blobs -w services/catalog`, with catalog's environment: copies the uploads kept in
 * GridFS before BLOB_STORE into the store it names, each under its own id (docs/operations.md#blobs).
 */
await runGridFsBucketCopy({ service: 'catalog', schema: catalogConfigSchema, bucket: FILE_BUCKET, defaultDb: 'catalog' });
