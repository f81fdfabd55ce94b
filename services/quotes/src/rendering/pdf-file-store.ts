import { createBlobStore, type BlobStore, type BlobStoreSettings } from '@stallplan/service-kit/store';
import type mongoose from 'mongoose';

/** The kind of blob rendered documents are: a folder `pdfs/` under BLOB_DIR, keys `pdfs/<id>` in S3, GridFS's `pdfs.*`. */
export const PDF_BUCKET = 'pdfs';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** Removing a PDF never fails the caller: one left behind is past retention later, and the sweep removes it. */
export type PdfFileStore = Omit<BlobStore, 'delete'> & { delete(id: string): Promise<void> };

/**
 * Rendered PDFs in the blob store BLOB_STORE names, so the API and any number of worker processes
 * share them (one BLOB_DIR, one S3 bucket or the database), and a quote's PDF outlives the job
 * that made it (Redis keeps only the file id). `db` is the service's database, for BLOB_STORE=gridfs.
 */
export function createPdfFileStore(settings: BlobStoreSettings, db?: mongoose.mongo.Db): PdfFileStore {
  const files = createBlobStore(settings, { bucket: PDF_BUCKET, db });
  return {
    ...files,
    async delete(id) {
      await files.delete(id).catch(() => undefined);
    },
  };
}
