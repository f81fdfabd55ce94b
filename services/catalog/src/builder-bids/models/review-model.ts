import type { ReviewRatings, ReviewStatus } from '@stallplan/contracts';
import { type Connection, type Model, Schema, type Types } from 'mongoose';
import { sanitizeEveryFilter } from './sanitize-filters.js';

export const REVIEW_MODEL_NAME = 'Review';
export const REVIEW_COLLECTION = 'reviews';

/**
 * The exhibitor's review of the builder a brief was awarded to: one per brief (a unique index),
 * shown and counted in matching only once the admin approves it.
 */
export interface StoredReview {
  _id: Types.ObjectId;
  briefId: string;
  vendorId: string;
  vendorName: string;
  companyName: string;
  exhibitionName: string;
  ratings: ReviewRatings;
  text: string;
  photos: string[];
  status: ReviewStatus;
  rejectionReason?: string | null;
  createdAt: Date;
  moderatedAt?: Date | null;
}

const star = { type: Number, required: true, min: 1, max: 5 };

const reviewSchema = new Schema<StoredReview>(
  {
    briefId: { type: String, required: true },
    vendorId: { type: String, required: true },
    vendorName: { type: String, required: true },
    companyName: { type: String, required: true },
    exhibitionName: { type: String, required: true },
    ratings: { design: star, workmanship: star, timeliness: star, cost: star },
    text: { type: String, required: true },
    photos: { type: [String], default: [] },
    status: { type: String, enum: ['pending', 'approved', 'rejected'], required: true },
    rejectionReason: { type: String, default: null },
    createdAt: { type: Date, required: true },
    moderatedAt: { type: Date, default: null },
  },
  { collection: REVIEW_COLLECTION, versionKey: false, strictQuery: true },
);

// One review per brief; a builder's approved reviews and the admin's list by status, newest first.
reviewSchema.index({ briefId: 1 }, { unique: true });
reviewSchema.index({ vendorId: 1, status: 1, createdAt: -1 });
reviewSchema.index({ status: 1, createdAt: -1 });
sanitizeEveryFilter(reviewSchema);

export type ReviewModel = Model<StoredReview>;

export function reviewModelFor(connection: Connection): ReviewModel {
  return (connection.models[REVIEW_MODEL_NAME] as ReviewModel | undefined) ?? connection.model<StoredReview>(REVIEW_MODEL_NAME, reviewSchema);
}
