import type { FastifyInstance } from 'fastify';
import { builderBidRoutes, VENDOR_NOT_FOUND_MESSAGE } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { toReview } from '../domain/builder-bid-views.js';
import { summariseReviews } from '../domain/review-summary.js';
import type { StoredReview } from '../models/review-model.js';

/** Reviews shown on a profile; the summary still counts every approved one. */
const REVIEWS_SHOWN = 200;

/**
 * A builder's approved reviews, newest first, with the average stars. Like the profile itself, a
 * builder that is not approved (or not listed) is not found.
 */
export default async function vendorReviewRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listVendorReviews } = builderBidRoutes;

  app.route({
    ...fromContract(listVendorReviews, { tags: ['vendors'] }),
    handler: async (request) => {
      const vendorId = request.params.id;
      const vendor = await fastify.vendors.findById(vendorId);
      if (!vendor || !vendor.isActive) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      const approved = await fastify.builderBids.reviews.find({ vendorId, status: 'approved' }).sort({ createdAt: -1, _id: -1 }).lean<StoredReview[]>();
      return {
        success: true as const,
        data: { summary: summariseReviews(approved.map((review) => review.ratings)), reviews: approved.slice(0, REVIEWS_SHOWN).map(toReview) },
      };
    },
  });
}
