import type { QuoteSummary, StoredQuote } from '@stallplan/contracts';
import { pdfExpiresAt } from '../../domain/pdf-retention.js';
import type { QuoteRecord } from '../../models/quote-model.js';
import { storedQuoteFigures } from '../../models/stored-quote-figures.js';

export function toStoredQuote(doc: QuoteRecord): StoredQuote {
  const { quote, roi } = storedQuoteFigures(doc);
  return {
    quoteNumber: doc.quoteNumber,
    createdAt: new Date(doc.createdAt).toISOString(),
    validUntil: new Date(doc.validUntil).toISOString(),
    companyName: doc.companyName,
    contactPerson: doc.contactPerson,
    exhibitionName: doc.exhibitionName,
    quote,
    roi,
    submittedCosts: doc.submittedCosts ?? null,
    totalMismatch: doc.totalMismatch,
    inputs: doc.inputs,
    pdfStatus: doc.pdfStatus,
    pdfFileName: doc.pdfFileName,
  };
}

/**
 * `doc.quote` for a quote of today's model; an older one (read with its inputs) is priced again.
 * `retentionDays` says when an unpinned PDF will be removed.
 */
export function toQuoteSummary(doc: QuoteRecord, retentionDays: number): QuoteSummary {
  const expiresAt = pdfExpiresAt(doc, retentionDays);
  return {
    quoteNumber: doc.quoteNumber,
    createdAt: new Date(doc.createdAt).toISOString(),
    companyName: doc.companyName,
    contactPerson: doc.contactPerson,
    exhibitionName: doc.exhibitionName,
    totalMismatch: doc.totalMismatch,
    pdfStatus: doc.pdfStatus,
    // The figure the quote screen and the PDF headline: the grand total with GST.
    grandTotal: storedQuoteFigures(doc).quote.totals.grandTotal,
    submittedTotal: doc.submittedTotal ?? null,
    pinned: doc.pinned === true,
    pdfExpiresAt: expiresAt ? expiresAt.toISOString() : null,
  };
}
