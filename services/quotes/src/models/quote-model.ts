import type { Costs, PricedQuote, QuotePdfStatus } from '@stallplan/contracts';
import type { QuoteRoi } from '@stallplan/pricing';
import { type Connection, type Model, Schema } from 'mongoose';
import type { QuoteShow } from '../domain/quote-show.js';

export const QUOTE_MODEL_NAME = 'Quote';
export const QUOTE_COLLECTION = 'quotes';

/** A quote as stored: the validated request, the computed figures and where its PDF is. */
export interface StoredQuoteDocument {
  quoteNumber: string;
  createdAt: Date;
  validUntil: Date;
  companyName: string;
  contactPerson: string;
  exhibitionName: string;
  /** Every line and total the PDF prints. */
  quote: PricedQuote;
  roi: QuoteRoi;
  /** The catalogue show the space was priced with, as the service looked it up; null when the plan names none. */
  knownShow: QuoteShow | null;
  submittedCosts: Partial<Costs> | null;
  /** The browser's total when it differed from the computed subtotal before GST, else null. */
  submittedTotal: number | null;
  totalMismatch: boolean;
  inputs: Record<string, unknown>;
  pdfStatus: QuotePdfStatus;
  pdfFileId: string | null;
  pdfFileName: string;
  pdfError: string | null;
  /** The admin's pin: its PDF is kept past the retention period. Records from before pins read as unpinned. */
  pinned?: boolean;
  /** The saved plan whose version this quote is: its PDF is kept, and deleted, with the plan. */
  planId?: string | null;
}

/**
 * A quote stored before quotes were priced line by line: the old `costs` and `roi`, no `quote` and no
 * looked-up show. stored-quote-figures.ts prices it again from its inputs when it is read.
 */
export type LegacyQuoteDocument = Omit<StoredQuoteDocument, 'quote' | 'roi' | 'knownShow'> & {
  quote?: undefined;
  knownShow?: undefined;
  costs: Record<string, unknown>;
  roi: unknown;
};

/** What a read of the collection may find. */
export type QuoteRecord = StoredQuoteDocument | LegacyQuoteDocument;

export type QuoteModel = Model<StoredQuoteDocument>;

const quoteSchema = new Schema<StoredQuoteDocument>(
  {
    quoteNumber: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true, index: true },
    validUntil: { type: Date, required: true },
    companyName: { type: String, required: true },
    contactPerson: { type: String, required: true },
    exhibitionName: { type: String, required: true },
    quote: { type: Schema.Types.Mixed, required: true },
    roi: { type: Schema.Types.Mixed, required: true },
    knownShow: { type: Schema.Types.Mixed, default: null },
    submittedCosts: { type: Schema.Types.Mixed, default: null },
    submittedTotal: { type: Number, default: null },
    totalMismatch: { type: Boolean, required: true },
    inputs: { type: Schema.Types.Mixed, required: true },
    pdfStatus: { type: String, required: true, enum: ['rendering', 'ready', 'failed', 'expired'] },
    // The orphan sweep asks, for each old file, whether a quote still points at it.
    pdfFileId: { type: String, default: null, index: true },
    pdfFileName: { type: String, required: true },
    pdfError: { type: String, default: null },
    pinned: { type: Boolean, default: false },
    planId: { type: String, default: null, index: true },
  },
  { collection: QUOTE_COLLECTION, versionKey: false, minimize: false },
);

export function quoteModelFor(connection: Connection): QuoteModel {
  return (connection.models[QUOTE_MODEL_NAME] as QuoteModel | undefined) ?? connection.model<StoredQuoteDocument>(QUOTE_MODEL_NAME, quoteSchema);
}
