import type { Costs, QuotePdfStatus, RoiEstimate } from '@stallplan/contracts';
import { type Connection, type Model, Schema } from 'mongoose';
import type { StoredQuoteCosts } from './stored-quote-costs.js';

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
  costs: StoredQuoteCosts;
  roi: RoiEstimate;
  submittedCosts: Partial<Costs> | null;
  /** The browser's total when it differed from `costs.total`, else null. */
  submittedTotal: number | null;
  totalMismatch: boolean;
  inputs: Record<string, unknown>;
  pdfStatus: QuotePdfStatus;
  pdfFileId: string | null;
  pdfFileName: string;
  pdfError: string | null;
}

export type QuoteModel = Model<StoredQuoteDocument>;

const quoteSchema = new Schema<StoredQuoteDocument>(
  {
    quoteNumber: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true, index: true },
    validUntil: { type: Date, required: true },
    companyName: { type: String, required: true },
    contactPerson: { type: String, required: true },
    exhibitionName: { type: String, required: true },
    costs: { type: Schema.Types.Mixed, required: true },
    roi: { type: Schema.Types.Mixed, required: true },
    submittedCosts: { type: Schema.Types.Mixed, default: null },
    submittedTotal: { type: Number, default: null },
    totalMismatch: { type: Boolean, required: true },
    inputs: { type: Schema.Types.Mixed, required: true },
    pdfStatus: { type: String, required: true, enum: ['rendering', 'ready', 'failed'] },
    pdfFileId: { type: String, default: null },
    pdfFileName: { type: String, required: true },
    pdfError: { type: String, default: null },
  },
  { collection: QUOTE_COLLECTION, versionKey: false, minimize: false },
);

export function quoteModelFor(connection: Connection): QuoteModel {
  return (connection.models[QUOTE_MODEL_NAME] as QuoteModel | undefined) ?? connection.model<StoredQuoteDocument>(QUOTE_MODEL_NAME, quoteSchema);
}
