import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { builderBidRoutes, UPLOADED_FILE_PATH_PREFIX } from '@stallplan/contracts';
import { calculateStallCost, stallEstimateBidLines } from '@stallplan/pricing';
import { AppError, fromContract, isDuplicateKeyError, type ZodTypeProvider } from '@stallplan/service-kit';
import { parseObjectId } from '@stallplan/service-kit/store';
import type { CatalogConfig } from '../../config.js';
import { issueAccessToken } from '../../shared/access-token.js';
import { briefBuilders } from '../domain/brief-builders.js';
import { briefAwardedEvent, briefCreatedEvent } from '../domain/builder-bid-events.js';
import { bidsCloseAt, showHasEnded, showHasStarted } from '../domain/brief-dates.js';
import { toReview } from '../domain/builder-bid-views.js';
import { bidAwardedMail, bidNotAwardedMail, bidUrl, briefInvitationMail, briefSentMail, comparisonUrl } from '../domain/builder-mails.js';
import { briefClientLimit } from '../../shared/submission-limits.js';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { StoredReview } from '../models/review-model.js';
import { builderBidMessages as messages } from './builder-bid-messages.js';
import { briefComparisonAnswer } from './builder-bid-responses.js';
import { answerMalformedLinksAsInvalid, linkGate } from './private-links.js';
import { loadComparison } from './load-comparison.js';

/** Briefs one e-mail address may send per day: enough for a real exhibitor, few for a spammer. */
export const BRIEFS_PER_EMAIL_PER_DAY = 5;
const DAY_MS = 86_400_000;

/**
 * The exhibitor's side of builder bids: send one brief to up to five builders, compare the bids
 * on the private link, award one, and review the builder after the show. Everything after the
 * brief is authorised by the exhibitor's link alone (builder-bids/plugins/builder-bid-store.ts).
 */
export default async function briefRoutes(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  answerMalformedLinksAsInvalid(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { createBrief, getBriefComparison, awardBid, reviewBuilder } = builderBidRoutes;
  const store = fastify.builderBids;
  const ownerLink = linkGate((token, now) => store.briefForOwner(token, now));
  const tags = ['builder bids'];

  app.route({
    ...fromContract(createBrief, { tags }),
    handler: async (request, reply) => {
      const input = request.body;
      const now = new Date();
      if (showHasStarted(input.event.startDate, now))
        throw new AppError('BAD_REQUEST', messages.showStarted, [{ path: 'event.startDate', message: messages.showStarted }]);
      const chosen = briefBuilders(input.vendorIds, await fastify.vendors.findByIds(input.vendorIds));
      if (!chosen.ok) throw new AppError('BAD_REQUEST', chosen.message, chosen.details);
      // Counted only for briefs that would go out, per client address (the one the gateway saw) and
      // per e-mail, so a new address from the same client gets no more; Redis holds only hashes.
      await fastify.rateLimiter.consume(briefClientLimit(request.ip, config.BRIEFS_PER_CLIENT_PER_DAY));
      const emailHash = createHash('sha256').update(input.exhibitor.email.toLowerCase()).digest('hex');
      await fastify.rateLimiter.consume({ key: `brief:${emailHash}`, limit: BRIEFS_PER_EMAIL_PER_DAY, windowMs: DAY_MS, message: messages.briefLimit });

      const _id = new mongoose.Types.ObjectId();
      const briefId = _id.toHexString();
      const owner = store.issueOwnerLink(briefId);
      const invited = chosen.builders.map((builder) => {
        const { token, hash } = issueAccessToken();
        return { token, invitation: { ...builder, tokenHash: hash } };
      });
      const cost = calculateStallCost(input.design);
      const { exhibitor, event } = input;
      const brief: StoredBrief = {
        _id,
        exhibitor: {
          companyName: exhibitor.companyName,
          contactPerson: exhibitor.contactPerson,
          email: exhibitor.email,
          ...(exhibitor.phone ? { phone: exhibitor.phone } : {}),
        },
        event: { exhibitionName: event.exhibitionName, city: event.city, startDate: event.startDate, endDate: event.endDate },
        design: input.design,
        areaSqm: cost.areaSqm,
        ...(input.budget !== undefined ? { budget: input.budget } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.planId ? { planId: input.planId } : {}),
        estimate: stallEstimateBidLines(cost),
        bidsCloseAt: bidsCloseAt(now, event.startDate),
        ownerTokenHash: owner.hash,
        ownerTokenSealed: owner.sealed,
        invitations: invited.map(({ invitation }) => invitation),
        awardedBidId: null,
        awardedAt: null,
        reviewInvitedAt: null,
        createdAt: now,
      };
      await store.briefs.create(brief);

      await fastify.builderMailer.sendAll(
        [
          ...invited.map(({ token, invitation }) => briefInvitationMail(brief, invitation, bidUrl(config.PUBLIC_BASE_URL, token))),
          briefSentMail(brief, comparisonUrl(config.PUBLIC_BASE_URL, owner.token)),
        ],
        request.log,
      );
      const created = briefCreatedEvent(brief);
      await fastify.integrationEvents.publish('brief.created', created.data, created.contact);

      return reply.code(201).send({
        success: true as const,
        data: {
          briefId,
          ownerToken: owner.token,
          invited: chosen.builders.map((builder) => ({ vendorId: builder.vendorId, name: builder.vendorName })),
          bidsCloseAt: brief.bidsCloseAt.toISOString(),
        },
      });
    },
  });

  app.route({
    ...fromContract(getBriefComparison, { tags }),
    // The 200 answer is checked as stored, not run through the design schema again (builder-bid-responses.ts).
    schema: { ...fromContract(getBriefComparison, { tags }).schema, response: { ...getBriefComparison.responses, 200: briefComparisonAnswer } },
    preValidation: ownerLink.preValidation,
    handler: async (request) => ({ success: true as const, data: await loadComparison(store, ownerLink.openedBy(request), new Date()) }),
  });

  app.route({
    ...fromContract(awardBid, { tags }),
    // The 200 answer is checked as stored, not run through the design schema again (builder-bid-responses.ts).
    schema: { ...fromContract(awardBid, { tags }).schema, response: { ...awardBid.responses, 200: briefComparisonAnswer } },
    preValidation: ownerLink.preValidation,
    handler: async (request) => {
      const now = new Date();
      const brief = ownerLink.openedBy(request);
      const briefId = brief._id.toHexString();
      const { bidId } = request.body;
      const winnerId = parseObjectId(bidId);
      const winner = winnerId ? await store.bids.findOne({ _id: winnerId, briefId }).lean<StoredBid>() : null;
      if (!winner) throw new AppError('NOT_FOUND', messages.noSuchBid);

      // One award per brief, even when two arrive at once (see models/claim-model.ts).
      const claimKey = `award:${briefId}`;
      if (brief.awardedBidId || !(await store.claim(claimKey, now))) throw new AppError('CONFLICT', messages.alreadyAwarded);
      const awarded: StoredBrief = { ...brief, awardedBidId: winner._id.toHexString(), awardedAt: now };
      try {
        await store.briefs.updateOne({ _id: brief._id }, { $set: { awardedBidId: awarded.awardedBidId, awardedAt: now } });
      } catch (error) {
        await store.release(claimKey).catch((releaseError: unknown) => request.log.error({ err: releaseError, briefId }, 'award claim not released'));
        throw error;
      }
      // The brief says who won before the bids do: a revision racing this award checks the brief after writing.
      await store.bids.updateOne({ _id: winner._id }, { $set: { status: 'awarded' } });
      await store.bids.updateMany({ briefId, _id: mongoose.trusted({ $ne: winner._id }) }, { $set: { status: 'not-awarded' } });

      const others = await store.bids.find({ briefId, _id: mongoose.trusted({ $ne: winner._id }) }, { vendorId: 1 }).lean<Pick<StoredBid, 'vendorId'>[]>();
      const invitationOf = (vendorId: string) => awarded.invitations.find((invitation) => invitation.vendorId === vendorId);
      const winnerInvitation = invitationOf(winner.vendorId);
      await fastify.builderMailer.sendAll(
        [
          ...(winnerInvitation ? [bidAwardedMail(awarded, winner, winnerInvitation)] : []),
          ...others.flatMap(({ vendorId }) => {
            const invitation = invitationOf(vendorId);
            return invitation ? [bidNotAwardedMail(awarded, invitation)] : [];
          }),
        ],
        request.log,
      );
      await fastify.integrationEvents.publish('brief.awarded', briefAwardedEvent(briefId, winner, now));
      return { success: true as const, data: await loadComparison(store, awarded, now) };
    },
  });

  app.route({
    ...fromContract(reviewBuilder, { tags }),
    preValidation: ownerLink.preValidation,
    handler: async (request, reply) => {
      const now = new Date();
      const brief = ownerLink.openedBy(request);
      const briefId = brief._id.toHexString();
      if (!brief.awardedBidId) throw new AppError('CONFLICT', messages.reviewNotAwarded);
      if (!showHasEnded(brief.event.endDate, now)) throw new AppError('CONFLICT', messages.reviewTooEarly);
      if (await store.reviews.exists({ briefId })) throw new AppError('CONFLICT', messages.alreadyReviewed);

      const { ratings, text, photos } = request.body;
      const found = await Promise.all(photos.map((photo) => fastify.files.stat(photo.slice(UPLOADED_FILE_PATH_PREFIX.length))));
      const missing = found.findIndex((file) => file === null);
      if (missing >= 0) throw new AppError('BAD_REQUEST', messages.photoMissing, [{ path: `photos.${missing}`, message: messages.photoMissing }]);

      const winner = await store.bids
        .findOne({ _id: new mongoose.Types.ObjectId(brief.awardedBidId), briefId }, { vendorId: 1, vendorName: 1 })
        .lean<Pick<StoredBid, 'vendorId' | 'vendorName'>>();
      if (!winner) throw new Error(`brief ${briefId} is awarded to a bid that is not stored`);
      const review: Omit<StoredReview, '_id'> = {
        briefId,
        vendorId: winner.vendorId,
        vendorName: winner.vendorName,
        companyName: brief.exhibitor.companyName,
        exhibitionName: brief.event.exhibitionName,
        ratings,
        text,
        photos,
        status: 'pending',
        rejectionReason: null,
        createdAt: now,
        moderatedAt: null,
      };
      const created = await store.reviews.create(review).catch((error: unknown) => {
        // Two reviews sent at the same moment: the unique index on the brief keeps one.
        if (isDuplicateKeyError(error)) throw new AppError('CONFLICT', messages.alreadyReviewed);
        throw error;
      });
      return reply.code(201).send({ success: true as const, data: toReview(created.toObject<StoredReview>()) });
    },
  });
}
