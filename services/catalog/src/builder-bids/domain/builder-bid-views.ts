import type { AdminBid, AdminBrief, Bid, BriefComparison, Review, SharedBrief } from '@stallplan/contracts';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { StoredReview } from '../models/review-model.js';
import { showHasEnded } from './brief-dates.js';

/** How stored briefs, bids and reviews read in the answers: what each reader may see, nothing more. */

const iso = (date: Date) => new Date(date).toISOString();

/** The brief as a builder sees it: the exhibitor's company, never its contact details. */
export function toSharedBrief(brief: StoredBrief): SharedBrief {
  const { exhibitionName, city, startDate, endDate } = brief.event;
  return {
    briefId: brief._id.toHexString(),
    companyName: brief.exhibitor.companyName,
    event: { exhibitionName, city, startDate, endDate },
    design: brief.design,
    areaSqm: brief.areaSqm,
    budget: brief.budget ?? null,
    notes: brief.notes ?? null,
    bidsCloseAt: iso(brief.bidsCloseAt),
    status: brief.awardedBidId ? 'awarded' : 'open',
  };
}

export function toBid(bid: StoredBid): Bid {
  return {
    id: bid._id.toHexString(),
    vendorId: bid.vendorId,
    vendorName: bid.vendorName,
    lines: {
      structure: bid.lines.structure,
      graphics: bid.lines.graphics,
      furniture: bid.lines.furniture,
      avElectrical: bid.lines.avElectrical,
      labour: bid.lines.labour,
      transport: bid.lines.transport,
    },
    total: bid.total,
    timelineDays: bid.timelineDays,
    inclusions: bid.inclusions ?? [],
    exclusions: bid.exclusions ?? [],
    validUntil: bid.validUntil,
    note: bid.note ?? null,
    revision: bid.revision,
    submittedAt: iso(bid.submittedAt),
    updatedAt: iso(bid.updatedAt),
    status: bid.status,
  };
}

export function toReview(review: StoredReview): Review {
  return {
    id: review._id.toHexString(),
    vendorId: review.vendorId,
    vendorName: review.vendorName,
    briefId: review.briefId,
    companyName: review.companyName,
    exhibitionName: review.exhibitionName,
    ratings: {
      design: review.ratings.design,
      workmanship: review.ratings.workmanship,
      timeliness: review.ratings.timeliness,
      cost: review.ratings.cost,
    },
    text: review.text,
    photos: review.photos ?? [],
    status: review.status,
    rejectionReason: review.rejectionReason ?? null,
    createdAt: iso(review.createdAt),
  };
}

/**
 * The exhibitor's comparison: every invited builder and whether it bid, the bids in the order they
 * came, StallPlan's estimate, and the review. A review may be written from the day after the
 * show ends, once a bid is awarded, and only once.
 */
export function toComparison(brief: StoredBrief, bids: readonly StoredBid[], review: StoredReview | null, now: Date): BriefComparison {
  const bidders = new Set(bids.map((bid) => bid.vendorId));
  const awarded = Boolean(brief.awardedBidId);
  return {
    brief: toSharedBrief(brief),
    invitations: brief.invitations.map((invitation) => ({
      vendorId: invitation.vendorId,
      vendorName: invitation.vendorName,
      status: bidders.has(invitation.vendorId) ? 'bid' : 'invited',
    })),
    bids: bids.map(toBid),
    estimate: { lines: { ...brief.estimate.lines }, total: brief.estimate.total },
    awardedBidId: brief.awardedBidId ?? null,
    canReview: awarded && review === null && showHasEnded(brief.event.endDate, now),
    review: review ? toReview(review) : null,
  };
}

export function toAdminBrief(brief: StoredBrief, bidCount: number, awardedVendorName: string | null): AdminBrief {
  return {
    id: brief._id.toHexString(),
    createdAt: iso(brief.createdAt),
    companyName: brief.exhibitor.companyName,
    contactPerson: brief.exhibitor.contactPerson,
    email: brief.exhibitor.email,
    exhibitionName: brief.event.exhibitionName,
    city: brief.event.city,
    endDate: brief.event.endDate,
    invited: brief.invitations.length,
    bids: bidCount,
    awardedVendorName,
  };
}

export function toAdminBid(bid: StoredBid, brief: Pick<StoredBrief, 'event' | 'exhibitor'> | undefined): AdminBid {
  return {
    ...toBid(bid),
    briefId: bid.briefId,
    // A brief removed by hand leaves its bids without a show; the list still shows them.
    exhibitionName: brief?.event.exhibitionName ?? '',
    companyName: brief?.exhibitor.companyName ?? '',
  };
}
