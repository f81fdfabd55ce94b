import type { WebhookContact, WebhookEventData } from '@stallplan/contracts';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { StoredReview } from '../models/review-model.js';
import { summariseReviews } from './review-summary.js';

/**
 * What integrators are told of briefs, bids and reviews (docs/integrations.md#webhook-events): ids
 * and public fields. No link or token hash, no builder's e-mail; the exhibitor's details only in `contact`.
 */

export function briefCreatedEvent(brief: StoredBrief): { data: WebhookEventData<'brief.created'>; contact: WebhookContact } {
  const { exhibitor, event } = brief;
  return {
    data: {
      briefId: brief._id.toHexString(),
      exhibitionName: event.exhibitionName,
      city: event.city,
      startDate: event.startDate,
      endDate: event.endDate,
      areaSqm: brief.areaSqm,
      invitedBuilders: brief.invitations.map((invitation) => ({ vendorId: invitation.vendorId, name: invitation.vendorName })),
      bidsCloseAt: brief.bidsCloseAt.toISOString(),
      createdAt: brief.createdAt.toISOString(),
    },
    contact: { name: exhibitor.contactPerson, email: exhibitor.email, phone: exhibitor.phone, company: exhibitor.companyName },
  };
}

/** A first bid or a revision: `submittedAt` is when this one was sent. */
export function bidSubmittedEvent(bid: StoredBid): WebhookEventData<'bid.submitted'> {
  return {
    briefId: bid.briefId,
    bidId: bid._id.toHexString(),
    vendorId: bid.vendorId,
    builderName: bid.vendorName,
    total: bid.total,
    revision: bid.revision,
    submittedAt: bid.updatedAt.toISOString(),
  };
}

export function briefAwardedEvent(briefId: string, winner: StoredBid, awardedAt: Date): WebhookEventData<'brief.awarded'> {
  return {
    briefId,
    bidId: winner._id.toHexString(),
    vendorId: winner.vendorId,
    builderName: winner.vendorName,
    total: winner.total,
    awardedAt: awardedAt.toISOString(),
  };
}

/** The review's rating is the mean of its four, as the builder's page shows a single review. */
export function reviewApprovedEvent(review: StoredReview, approvedAt: Date): WebhookEventData<'review.approved'> {
  return {
    reviewId: review._id.toHexString(),
    briefId: review.briefId,
    vendorId: review.vendorId,
    builderName: review.vendorName,
    rating: summariseReviews([review.ratings]).overall ?? 0,
    ratings: { ...review.ratings },
    approvedAt: approvedAt.toISOString(),
  };
}
