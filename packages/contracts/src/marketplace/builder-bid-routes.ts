import { errorResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';
import {
  accessTokenParamsSchema,
  adminBidListResponseSchema,
  adminBriefListResponseSchema,
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  awardRequestSchema,
  bidInputSchema,
  bidResponseSchema,
  briefComparisonResponseSchema,
  briefCreatedResponseSchema,
  briefRequestSchema,
  builderBriefResponseSchema,
  reviewInputSchema,
  reviewRejectionSchema,
  reviewResponseSchema,
  vendorReviewsResponseSchema,
} from './builder-bids.js';
import { recordIdParamsSchema } from './record-id.js';

const vendorParams = recordIdParamsSchema('Vendor');
const reviewParams = recordIdParamsSchema('Review');

/**
 * One brief to several builders, their bids, the award and the review, served by catalog. The
 * builder's and the exhibitor's calls are authorised by the private link's token alone.
 */
export const builderBidRoutes = defineRoutes({
  createBrief: {
    method: 'POST',
    path: '/api/briefs',
    summary: 'Send one brief to up to five builders',
    body: briefRequestSchema,
    responses: { 201: briefCreatedResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
  },
  getBriefComparison: {
    method: 'GET',
    path: '/api/briefs/:token',
    summary: "The exhibitor's private comparison of the bids",
    params: accessTokenParamsSchema,
    responses: { 200: briefComparisonResponseSchema, 401: errorResponseSchema },
  },
  awardBid: {
    method: 'POST',
    path: '/api/briefs/:token/award',
    summary: 'Award the brief to one bid; the other bidders are told by mail',
    params: accessTokenParamsSchema,
    body: awardRequestSchema,
    responses: { 200: briefComparisonResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
  },
  reviewBuilder: {
    method: 'POST',
    path: '/api/briefs/:token/review',
    summary: 'Review the awarded builder after the show; shown once the admin approves it',
    params: accessTokenParamsSchema,
    body: reviewInputSchema,
    responses: { 201: reviewResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
  },
  getBuilderBrief: {
    method: 'GET',
    path: '/api/bids/:token',
    summary: "The brief as an invited builder sees it, with the builder's own bid",
    params: accessTokenParamsSchema,
    responses: { 200: builderBriefResponseSchema, 401: errorResponseSchema },
  },
  submitBid: {
    method: 'PUT',
    path: '/api/bids/:token',
    summary: 'Submit or revise a bid until the brief is awarded',
    params: accessTokenParamsSchema,
    body: bidInputSchema,
    responses: { 200: bidResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  listVendorReviews: {
    method: 'GET',
    path: '/api/vendors/:id/reviews',
    summary: "A builder's approved reviews and average ratings",
    params: vendorParams,
    responses: { 200: vendorReviewsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
});

export const adminBuilderBidRoutes = defineRoutes({
  listAdminBriefs: {
    method: 'GET',
    path: '/api/admin/briefs',
    summary: 'Every brief, newest first',
    admin: true,
    responses: { 200: adminBriefListResponseSchema, 401: errorResponseSchema },
  },
  listAdminBids: {
    method: 'GET',
    path: '/api/admin/bids',
    summary: 'Every bid, newest first',
    admin: true,
    responses: { 200: adminBidListResponseSchema, 401: errorResponseSchema },
  },
  listAdminReviews: {
    method: 'GET',
    path: '/api/admin/reviews',
    summary: 'Reviews to moderate (or all), newest first',
    admin: true,
    query: adminReviewListQuerySchema,
    responses: { 200: adminReviewListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  approveReview: {
    method: 'POST',
    path: '/api/admin/reviews/:id/approve',
    summary: "Approve a review: it shows on the builder's profile and counts in matching",
    admin: true,
    params: reviewParams,
    responses: { 200: reviewResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  rejectReview: {
    method: 'POST',
    path: '/api/admin/reviews/:id/reject',
    summary: 'Reject a review with a reason',
    admin: true,
    params: reviewParams,
    body: reviewRejectionSchema,
    responses: { 200: reviewResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
});
