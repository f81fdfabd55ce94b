import type { BriefComparison } from '@stallplan/contracts';
import { toComparison } from '../domain/builder-bid-views.js';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { StoredReview } from '../models/review-model.js';
import type { BuilderBidStore } from '../plugins/builder-bid-store.js';

/** The exhibitor's comparison of a brief: its bids in the order they first came, and its review. */
export async function loadComparison(store: Pick<BuilderBidStore, 'bids' | 'reviews'>, brief: StoredBrief, now: Date): Promise<BriefComparison> {
  const briefId = brief._id.toHexString();
  const [bids, review] = await Promise.all([
    store.bids.find({ briefId }).sort({ submittedAt: 1, _id: 1 }).lean<StoredBid[]>(),
    store.reviews.findOne({ briefId }).lean<StoredReview>(),
  ]);
  return toComparison(brief, bids, review, now);
}
