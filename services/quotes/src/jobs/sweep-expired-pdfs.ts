import { expiredPdfFilter } from '../domain/pdf-retention.js';
import type { QuoteModel } from '../models/quote-model.js';
import type { PdfFileStore } from '../rendering/pdf-file-store.js';

export interface SweepExpiredPdfsInput {
  quotes: QuoteModel;
  files: PdfFileStore;
  /** Quotes made, and files stored, before this instant are past the retention period. */
  cutoff: Date;
  /** Records read per round; the sweep goes on until a round finds nothing more to do. */
  batchSize?: number;
}

export interface SweepResult {
  /** Quotes whose PDF was removed (their status is now `expired`). */
  expiredQuotes: number;
  /** Old files no quote points at: ROI guides or quote PDFs left by a process that died mid-way. */
  orphanFiles: number;
}

/**
 * Removes the PDFs past the retention period. Each quote's reference is cleared first, on the
 * condition that it still points at the file and is still unpinned, then the file is deleted:
 * a pin set meanwhile wins, and a crash between the two leaves an orphan file that the second
 * pass finds, never a quote pointing at nothing. Safe to run in several processes at once.
 */
export async function sweepExpiredPdfs({ quotes, files, cutoff, batchSize = 200 }: SweepExpiredPdfsInput): Promise<SweepResult> {
  const result: SweepResult = { expiredQuotes: 0, orphanFiles: 0 };

  for (;;) {
    const due = await quotes
      .find(expiredPdfFilter(cutoff), { quoteNumber: 1, pdfFileId: 1 })
      .limit(batchSize)
      .lean<Array<{ quoteNumber: string; pdfFileId: string }>>();
    let cleared = 0;
    for (const quote of due) {
      const update = await quotes.updateOne(
        { quoteNumber: quote.quoteNumber, pdfFileId: quote.pdfFileId, pinned: { $ne: true }, planId: null },
        { $set: { pdfFileId: null, pdfStatus: 'expired' } },
      );
      if (update.modifiedCount === 0) continue;
      cleared += 1;
      await files.delete(quote.pdfFileId);
    }
    result.expiredQuotes += cleared;
    if (due.length < batchSize || cleared === 0) break;
  }

  let after: string | undefined;
  for (;;) {
    const old = await files.storedBefore(cutoff, batchSize, after);
    for (const id of old) {
      if (await quotes.exists({ pdfFileId: id })) continue;
      await files.delete(id);
      result.orphanFiles += 1;
    }
    if (old.length < batchSize) break;
    after = old.at(-1);
  }
  return result;
}
