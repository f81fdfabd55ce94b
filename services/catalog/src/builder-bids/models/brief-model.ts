import type { BidLines, StallDesignData } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import { sanitizeEveryFilter } from './sanitize-filters.js';

export const BRIEF_MODEL_NAME = 'Brief';
export const BRIEF_COLLECTION = 'briefs';

export interface StoredExhibitor {
  companyName: string;
  contactPerson: string;
  email: string;
  phone?: string;
}

export interface StoredBriefEvent {
  exhibitionName: string;
  city: string;
  /** `YYYY-MM-DD`, as sent; days compare as text. */
  startDate: string;
  endDate: string;
}

/** One invited builder: its name and e-mail as they were when the brief went out, and its link's hash. */
export interface StoredInvitation {
  vendorId: string;
  vendorName: string;
  vendorEmail: string;
  tokenHash: string;
}

/**
 * A brief sent to several builders. The exhibitor's contact details stay here and reach a builder
 * only in the award mail. Links are stored as SHA-256 hashes; the owner's token is also kept
 * sealed (domain/sealed-token.ts) so later mails can carry the link.
 */
export interface StoredBrief {
  _id: Types.ObjectId;
  exhibitor: StoredExhibitor;
  event: StoredBriefEvent;
  /** The design as parsed by the contracts' schema. */
  design: StallDesignData;
  areaSqm: number;
  budget?: number;
  notes?: string;
  planId?: string;
  /** StallPlan's estimate of the design, split as bids are, worked out when the brief was sent. */
  estimate: { lines: BidLines; total: number };
  bidsCloseAt: Date;
  ownerTokenHash: string;
  ownerTokenSealed: string;
  invitations: StoredInvitation[];
  /** The awarded bid's id (hex), once the exhibitor chose. */
  awardedBidId?: string | null;
  awardedAt?: Date | null;
  /** When the review invitation was claimed for sending; null until then. */
  reviewInvitedAt?: Date | null;
  createdAt: Date;
}

const invitationSchema = new Schema<StoredInvitation>(
  {
    vendorId: { type: String, required: true },
    vendorName: { type: String, required: true },
    vendorEmail: { type: String, required: true },
    tokenHash: { type: String, required: true },
  },
  { _id: false },
);

const bidLinesShape = {
  structure: { type: Number, required: true },
  graphics: { type: Number, required: true },
  furniture: { type: Number, required: true },
  avElectrical: { type: Number, required: true },
  labour: { type: Number, required: true },
  transport: { type: Number, required: true },
};

const briefSchema = new Schema<StoredBrief>(
  {
    exhibitor: {
      companyName: { type: String, required: true },
      contactPerson: { type: String, required: true },
      email: { type: String, required: true },
      phone: String,
    },
    event: {
      exhibitionName: { type: String, required: true },
      city: { type: String, required: true },
      startDate: { type: String, required: true },
      endDate: { type: String, required: true },
    },
    design: { type: Schema.Types.Mixed, required: true },
    areaSqm: { type: Number, required: true },
    budget: Number,
    notes: String,
    planId: String,
    estimate: {
      lines: bidLinesShape,
      total: { type: Number, required: true },
    },
    bidsCloseAt: { type: Date, required: true },
    ownerTokenHash: { type: String, required: true },
    ownerTokenSealed: { type: String, required: true },
    invitations: { type: [invitationSchema], required: true },
    awardedBidId: { type: String, default: null },
    awardedAt: { type: Date, default: null },
    reviewInvitedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: BRIEF_COLLECTION, versionKey: false, strictQuery: true, minimize: false },
);

// Links are looked up by hash; the admin list sorts by creation; the review sweep looks for
// awarded briefs not yet invited.
briefSchema.index({ ownerTokenHash: 1 }, { unique: true });
briefSchema.index({ 'invitations.tokenHash': 1 });
briefSchema.index({ createdAt: -1 });
briefSchema.index({ reviewInvitedAt: 1, awardedBidId: 1 });
sanitizeEveryFilter(briefSchema);

export type BriefModel = Model<StoredBrief>;

export function briefModelFor(connection: Connection): BriefModel {
  return (connection.models[BRIEF_MODEL_NAME] as BriefModel | undefined) ?? connection.model<StoredBrief>(BRIEF_MODEL_NAME, briefSchema);
}
