import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { adminBuilderBidRoutes as adminContract, type ReviewStatus } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import { parseObjectId } from '@stallplan/service-kit/store';
import type { CatalogConfig } from '../../config.js';
import { reviewApprovedEvent } from '../domain/builder-bid-events.js';
import { toAdminBid, toAdminBrief, toReview } from '../domain/builder-bid-views.js';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { StoredReview } from '../models/review-model.js';
import { builderBidMessages as messages } from './builder-bid-messages.js';

/** Each list holds the newest this many; older ones stay stored. */
export const ADMIN_LIST_LIMIT = 200;

/** Briefs, bids and review moderation for the admin; every route here needs an admin token. */
export default async function adminBuilderBidRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listAdminBriefs, listAdminBids, listAdminReviews, approveReview, rejectReview } = adminContract;
  const { briefs, bids, reviews } = fastify.builderBids;
  const tags = ['admin'];

  app.route({
    ...fromContract(listAdminBriefs, { tags }),
    handler: async () => {
      const list = await briefs
        .find({}, { exhibitor: 1, event: 1, invitations: 1, awardedBidId: 1, createdAt: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(ADMIN_LIST_LIMIT)
        .lean<StoredBrief[]>();
      const briefIds = list.map((brief) => brief._id.toHexString());
      const awardedIds = list.flatMap((brief) => (brief.awardedBidId ? [parseObjectId(brief.awardedBidId)] : [])).filter((id) => id !== null);
      const [counts, awardedBids] = await Promise.all([
        bids.aggregate<{ _id: string; count: number }>([{ $match: { briefId: { $in: briefIds } } }, { $group: { _id: '$briefId', count: { $sum: 1 } } }]),
        awardedIds.length > 0
          ? bids.find({ _id: mongoose.trusted({ $in: awardedIds }) }, { vendorName: 1 }).lean<Pick<StoredBid, '_id' | 'vendorName'>[]>()
          : [],
      ]);
      const bidCount = new Map(counts.map((entry) => [entry._id, entry.count]));
      const winnerName = new Map(awardedBids.map((bid) => [bid._id.toHexString(), bid.vendorName]));
      return {
        success: true as const,
        data: list.map((brief) =>
          toAdminBrief(brief, bidCount.get(brief._id.toHexString()) ?? 0, brief.awardedBidId ? (winnerName.get(brief.awardedBidId) ?? null) : null),
        ),
      };
    },
  });

  app.route({
    ...fromContract(listAdminBids, { tags }),
    handler: async () => {
      const list = await bids.find({}).sort({ submittedAt: -1, _id: -1 }).limit(ADMIN_LIST_LIMIT).lean<StoredBid[]>();
      const briefIds = [...new Set(list.map((bid) => bid.briefId))].map((id) => parseObjectId(id)).filter((id) => id !== null);
      const shows =
        briefIds.length > 0
          ? await briefs
              .find({ _id: mongoose.trusted({ $in: briefIds }) }, { event: 1, exhibitor: 1 })
              .lean<Pick<StoredBrief, '_id' | 'event' | 'exhibitor'>[]>()
          : [];
      const briefById = new Map(shows.map((brief) => [brief._id.toHexString(), brief]));
      return { success: true as const, data: list.map((bid) => toAdminBid(bid, briefById.get(bid.briefId))) };
    },
  });

  app.route({
    ...fromContract(listAdminReviews, { tags }),
    handler: async (request) => {
      const { status } = request.query;
      const list = await reviews
        .find(status ? { status } : {})
        .sort({ createdAt: -1, _id: -1 })
        .limit(ADMIN_LIST_LIMIT)
        .lean<StoredReview[]>();
      return { success: true as const, data: list.map(toReview) };
    },
  });

  /**
   * Moderation changes what matching counts, so matching reloads on its next search. The review as
   * it was is read back with the write, so approving an approved review again tells integrators nothing new.
   */
  const moderate = async (id: string, status: ReviewStatus, rejectionReason: string | null) => {
    const _id = parseObjectId(id);
    const changes = { status, rejectionReason, moderatedAt: new Date() };
    const before = _id ? await reviews.findOneAndUpdate({ _id }, { $set: changes }, { new: false }).lean<StoredReview>() : null;
    if (!before) throw new AppError('NOT_FOUND', messages.reviewNotFound);
    const review: StoredReview = { ...before, ...changes };
    await fastify.vendors.reviewsChanged();
    if (status === 'approved' && before.status !== 'approved') {
      await fastify.integrationEvents.publish('review.approved', reviewApprovedEvent(review, changes.moderatedAt));
    }
    return { success: true as const, data: toReview(review) };
  };

  app.route({
    ...fromContract(approveReview, { tags }),
    handler: async (request) => moderate(request.params.id, 'approved', null),
  });

  app.route({
    ...fromContract(rejectReview, { tags }),
    handler: async (request) => moderate(request.params.id, 'rejected', request.body.reason),
  });
}
