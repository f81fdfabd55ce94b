import type { PlanContent, PlanDecision, PlanStatus, PricedQuote, QuoteRoiRecord } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import type { QuoteShow } from '../domain/quote-show.js';

/** The most edit links a plan keeps: My plans mints a new one each time, the oldest lapse. */
export const MAX_EDIT_TOKENS = 10;

/** One version as the plan lists it; the version's own document holds the rest. */
export interface PlanVersionEntry {
  number: number;
  createdAt: Date;
  subtotal: number;
  grandTotal: number;
  quoteNumber: string | null;
}

/**
 * A saved plan: who owns it, where it stands and the summary My plans lists. Its inputs live in
 * `plan_contents` under the same _id, so the documents My plans and the link lookups read stay
 * small (FerretDB v1 reads whole documents to filter them; docs/saved-plans.md#storage).
 */
export interface PlanDocument {
  _id: Types.ObjectId;
  editTokenHashes: string[];
  ownerEmail: string;
  /** One more on every save; a save names the revision it started from. */
  revision: number;
  latestVersion: number;
  versions: PlanVersionEntry[];
  exhibitionName: string;
  city: string;
  startDate: string;
  endDate: string;
  subtotal: number;
  grandTotal: number;
  /** Kept here so the list needs no join (docs/saved-plans.md#status). */
  status: PlanStatus;
  /** The version the newest approval is of; null: never approved. */
  approvedVersion: number | null;
  /** Live share links: one without expiry, or the latest expiry among them (null: none). */
  shareOpenForever: boolean;
  shareOpenUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Any action of the owner (open, save, share); retention counts from here. */
  touchedAt: Date;
  retentionWarnedAt: Date | null;
}

/** The plan's inputs now, under the plan's _id. */
export interface PlanContentDocument {
  _id: Types.ObjectId;
  content: PlanContent;
}

/** A version's _id: read by _id alone, which FerretDB looks up without reading the collection. */
export function planVersionId(planId: Types.ObjectId, number: number): string {
  return `${planId.toHexString()}.${number}`;
}

/** An immutable, numbered state of the plan's priced figures; only `quoteNumber` is set later. */
export interface PlanVersionDocument {
  /** planVersionId(planId, number): a second version n of a plan is refused as a duplicate _id. */
  _id: string;
  planId: Types.ObjectId;
  number: number;
  createdAt: Date;
  content: PlanContent;
  quote: PricedQuote;
  roi: QuoteRoiRecord;
  /** The catalogue show the space was priced with, so the version's PDF prints the same figures. */
  knownShow: QuoteShow | null;
  subtotal: number;
  grandTotal: number;
  quoteNumber: string | null;
}

export interface PlanShareDocument {
  _id: Types.ObjectId;
  planId: Types.ObjectId;
  tokenHash: string;
  label: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface PlanResponseDocument {
  _id: Types.ObjectId;
  planId: Types.ObjectId;
  shareId: Types.ObjectId;
  versionNumber: number;
  decision: PlanDecision;
  name: string;
  note: string;
  createdAt: Date;
}

/**
 * A private link's hash as the key to what it opens: FerretDB v1 looks a document up by _id
 * without reading the collection, where a filter on any other field reads every document.
 */
export interface PlanLinkDocument {
  /** SHA-256 hex of the token. */
  _id: string;
  planId: Types.ObjectId;
  /** The share it opens; null for an edit link. */
  shareId: Types.ObjectId | null;
}

export interface PlanModels {
  plans: Model<PlanDocument>;
  links: Model<PlanLinkDocument>;
  contents: Model<PlanContentDocument>;
  versions: Model<PlanVersionDocument>;
  shares: Model<PlanShareDocument>;
  responses: Model<PlanResponseDocument>;
}

const options = { versionKey: false, minimize: false } as const;

const planSchema = new Schema<PlanDocument>(
  {
    editTokenHashes: { type: [String], required: true, index: true },
    ownerEmail: { type: String, required: true },
    revision: { type: Number, required: true },
    latestVersion: { type: Number, required: true },
    versions: { type: Schema.Types.Mixed, required: true },
    exhibitionName: { type: String, default: '' },
    city: { type: String, default: '' },
    startDate: { type: String, default: '' },
    endDate: { type: String, default: '' },
    subtotal: { type: Number, required: true },
    grandTotal: { type: Number, required: true },
    status: { type: String, required: true, enum: ['draft', 'shared', 'approved'] },
    approvedVersion: { type: Number, default: null },
    shareOpenForever: { type: Boolean, default: false },
    shareOpenUntil: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    touchedAt: { type: Date, required: true, index: true },
    retentionWarnedAt: { type: Date, default: null },
  },
  { collection: 'plans', ...options },
);
planSchema.index({ ownerEmail: 1, updatedAt: -1 });

const linkSchema = new Schema<PlanLinkDocument>(
  {
    _id: { type: String, required: true },
    planId: { type: Schema.Types.ObjectId, required: true, index: true },
    shareId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'plan_links', ...options },
);

const contentSchema = new Schema<PlanContentDocument>({ content: { type: Schema.Types.Mixed, required: true } }, { collection: 'plan_contents', ...options });

const versionSchema = new Schema<PlanVersionDocument>(
  {
    _id: { type: String, required: true },
    planId: { type: Schema.Types.ObjectId, required: true, index: true },
    number: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    content: { type: Schema.Types.Mixed, required: true },
    quote: { type: Schema.Types.Mixed, required: true },
    roi: { type: Schema.Types.Mixed, required: true },
    knownShow: { type: Schema.Types.Mixed, default: null },
    subtotal: { type: Number, required: true },
    grandTotal: { type: Number, required: true },
    quoteNumber: { type: String, default: null },
  },
  { collection: 'plan_versions', ...options },
);

const shareSchema = new Schema<PlanShareDocument>(
  {
    planId: { type: Schema.Types.ObjectId, required: true, index: true },
    tokenHash: { type: String, required: true, index: true },
    label: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'plan_shares', ...options },
);

const responseSchema = new Schema<PlanResponseDocument>(
  {
    planId: { type: Schema.Types.ObjectId, required: true, index: true },
    shareId: { type: Schema.Types.ObjectId, required: true },
    versionNumber: { type: Number, required: true },
    decision: { type: String, required: true, enum: ['approved', 'changes-requested'] },
    name: { type: String, required: true },
    note: { type: String, default: '' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'plan_responses', ...options },
);

function modelOf<T>(connection: Connection, name: string, schema: Schema<T>): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
}

export function planModelsFor(connection: Connection): PlanModels {
  return {
    plans: modelOf(connection, 'Plan', planSchema),
    contents: modelOf(connection, 'PlanContent', contentSchema),
    links: modelOf(connection, 'PlanLink', linkSchema),
    versions: modelOf(connection, 'PlanVersion', versionSchema),
    shares: modelOf(connection, 'PlanShare', shareSchema),
    responses: modelOf(connection, 'PlanResponse', responseSchema),
  };
}
