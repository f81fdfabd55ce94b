import type { QuoteSummary, StoredQuote } from '@stallplan/contracts';
import type { StoredQuoteDocument } from '../../models/quote-model.js';

export function toStoredQuote(doc: StoredQuoteDocument): StoredQuote {
  return {
    quoteNumber: doc.quoteNumber,
    createdAt: new Date(doc.createdAt).toISOString(),
    validUntil: new Date(doc.validUntil).toISOString(),
    companyName: doc.companyName,
    contactPerson: doc.contactPerson,
    exhibitionName: doc.exhibitionName,
    costs: doc.costs,
    roi: doc.roi,
    submittedCosts: doc.submittedCosts ?? null,
    totalMismatch: doc.totalMismatch,
    inputs: doc.inputs,
    pdfStatus: doc.pdfStatus,
    pdfFileName: doc.pdfFileName,
  };
}

export function toQuoteSummary(doc: StoredQuoteDocument): QuoteSummary {
  return {
    quoteNumber: doc.quoteNumber,
    createdAt: new Date(doc.createdAt).toISOString(),
    companyName: doc.companyName,
    contactPerson: doc.contactPerson,
    exhibitionName: doc.exhibitionName,
    totalMismatch: doc.totalMismatch,
    pdfStatus: doc.pdfStatus,
    grandTotal: doc.costs.grandTotal,
    submittedTotal: doc.submittedTotal ?? null,
  };
}
