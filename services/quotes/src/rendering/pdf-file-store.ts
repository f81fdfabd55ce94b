import { createGridFsFileStore, type GridFsFileStore } from '@stallplan/service-kit';
import type mongoose from 'mongoose';

/** GridFS bucket for rendered documents: collections `pdfs.files` and `pdfs.chunks`. */
export const PDF_BUCKET = 'pdfs';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** Removing a PDF never fails the caller: one left behind is past retention later, and the sweep removes it. */
export type PdfFileStore = Omit<GridFsFileStore, 'delete'> & { delete(id: string): Promise<void> };

/**
 * Rendered PDFs in GridFS, so the API and any number of worker processes share them through the
 * database, and a quote's PDF outlives the job that made it (Redis keeps only the file id).
 */
export function createPdfFileStore(db: mongoose.mongo.Db): PdfFileStore {
  const files = createGridFsFileStore(db, PDF_BUCKET);
  return {
    ...files,
    async delete(id) {
      await files.delete(id).catch(() => undefined);
    },
  };
}
