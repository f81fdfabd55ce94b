import type { Bid, BidLines } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import { sanitizeEveryFilter } from './sanitize-filters.js';

export const BID_MODEL_NAME = 'Bid';
export const BID_COLLECTION = 'bids';

/** One builder's bid on one brief; a revision replaces it in place and counts up `revision`. */
export interface StoredBid {
  _id: Types.ObjectId;
  briefId: string;
  vendorId: string;
  vendorName: string;
  lines: BidLines;
  /** Always bidTotal(lines). */
  total: number;
  timelineDays: number;
  inclusions: string[];
  exclusions: string[];
  validUntil: string;
  note?: string | null;
  revision: number;
  submittedAt: Date;
  updatedAt: Date;
  status: Bid['status'];
}

const bidSchema = new Schema<StoredBid>(
  {
    briefId: { type: String, required: true },
    vendorId: { type: String, required: true },
    vendorName: { type: String, required: true },
    lines: {
      structure: { type: Number, required: true },
      graphics: { type: Number, required: true },
      furniture: { type: Number, required: true },
      avElectrical: { type: Number, required: true },
      labour: { type: Number, required: true },
      transport: { type: Number, required: true },
    },
    total: { type: Number, required: true },
    timelineDays: { type: Number, required: true },
    inclusions: { type: [String], default: [] },
    exclusions: { type: [String], default: [] },
    validUntil: { type: String, required: true },
    note: { type: String, default: null },
    revision: { type: Number, required: true },
    submittedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    status: { type: String, enum: ['open', 'awarded', 'not-awarded'], required: true },
  },
  { collection: BID_COLLECTION, versionKey: false, strictQuery: true },
);

// One bid per builder per brief, even when two submissions race; the admin list sorts by submission.
bidSchema.index({ briefId: 1, vendorId: 1 }, { unique: true });
bidSchema.index({ submittedAt: -1 });
sanitizeEveryFilter(bidSchema);

export type BidModel = Model<StoredBid>;

export function bidModelFor(connection: Connection): BidModel {
  return (connection.models[BID_MODEL_NAME] as BidModel | undefined) ?? connection.model<StoredBid>(BID_MODEL_NAME, bidSchema);
}
