import type { QuoteSummary, StoredQuote } from '@stallplan/contracts';
import type { StoredQuoteDocument } from '../../models/quote-model.js';
import { quoteCostsWithSpace } from '../../models/stored-quote-costs.js';

export function toStoredQuote(doc: StoredQuoteDocument): StoredQuote {
  return {
    quoteNumber: doc.quoteNumber,
    createdAt: new Date(doc.createdAt).toISOString(),
    validUntil: new Date(doc.validUntil).toISOString(),
    companyName: doc.companyName,
    contactPerson: doc.contactPerson,
    exhibitionName: doc.exhibitionName,
    costs: quoteCostsWithSpace(doc.costs),
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
    // The figure the quote screen and the PDF headline: with space and GST.
    grandTotal: quoteCostsWithSpace(doc.costs).grandTotalWithSpace,
    submittedTotal: doc.submittedTotal ?? null,
  };
}
