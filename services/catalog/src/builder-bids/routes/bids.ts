import type { FastifyInstance } from 'fastify';
import { builderBidRoutes } from '@stallplan/contracts';
import { bidTotal } from '@stallplan/pricing';
import { AppError, fromContract, isDuplicateKeyError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { bidSubmittedEvent } from '../domain/builder-bid-events.js';
import { toBid, toSharedBrief } from '../domain/builder-bid-views.js';
import { bidReceivedMail } from '../domain/builder-mails.js';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import { builderBidMessages as messages } from './builder-bid-messages.js';
import { builderBriefAnswer } from './builder-bid-responses.js';
import { answerMalformedLinksAsInvalid, linkGate } from './private-links.js';

/** Bid submissions one builder's link may make per hour: room to correct, none to hammer. */
export const BID_SUBMISSIONS_PER_LINK_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/**
 * The invited builder's side: the brief (never the exhibitor's contact details, never another
 * builder's bid) and its own bid, submitted and revised until the exhibitor awards the brief or
 * bids close. The builder's link is the only credential.
 */
export default async function bidRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  answerMalformedLinksAsInvalid(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { getBuilderBrief, submitBid } = builderBidRoutes;
  const store = fastify.builderBids;
  const builderLink = linkGate((token, now) => store.invitationForBuilder(token, now));
  const tags = ['builder bids'];

  app.route({
    ...fromContract(getBuilderBrief, { tags }),
    // The 200 answer is checked as stored, not run through the design schema again (builder-bid-responses.ts).
    schema: { ...fromContract(getBuilderBrief, { tags }).schema, response: { ...getBuilderBrief.responses, 200: builderBriefAnswer } },
    preValidation: builderLink.preValidation,
    handler: async (request) => {
      const { brief, invitation } = builderLink.openedBy(request);
      const bid = await store.bids.findOne({ briefId: brief._id.toHexString(), vendorId: invitation.vendorId }).lean<StoredBid>();
      return { success: true as const, data: { brief: toSharedBrief(brief), vendorName: invitation.vendorName, bid: bid ? toBid(bid) : null } };
    },
  });

  app.route({
    ...fromContract(submitBid, { tags }),
    preValidation: builderLink.preValidation,
    handler: async (request) => {
      const now = new Date();
      const { brief, invitation } = builderLink.openedBy(request);
      if (brief.awardedBidId) throw new AppError('CONFLICT', messages.bidsClosed);
      await fastify.rateLimiter.consume({
        key: `bid:${invitation.tokenHash}`,
        limit: BID_SUBMISSIONS_PER_LINK_PER_HOUR,
        windowMs: HOUR_MS,
        message: messages.bidLimit,
      });

      const input = request.body;
      const briefId = brief._id.toHexString();
      const fields = {
        vendorName: invitation.vendorName,
        lines: input.lines,
        total: bidTotal(input.lines),
        timelineDays: input.timelineDays,
        inclusions: input.inclusions,
        exclusions: input.exclusions,
        validUntil: input.validUntil,
        note: input.note ?? null,
        updatedAt: now,
      };
      // Only an open bid is revised: once the brief is awarded the bid's status changes, the
      // filter no longer matches, and the upsert's insert hits the unique index instead.
      // FerretDB applies the filter and the write as two steps, so the brief is checked again below.
      const save = async (): Promise<StoredBid> => {
        const stored = await store.bids
          .findOneAndUpdate(
            { briefId, vendorId: invitation.vendorId, status: 'open' },
            { $set: fields, $inc: { revision: 1 }, $setOnInsert: { submittedAt: now } },
            { upsert: true, new: true },
          )
          .lean<StoredBid>();
        if (!stored) throw new Error('an upsert returned no bid');
        return stored;
      };
      const saveOrRevise = async (): Promise<StoredBid> => {
        try {
          return await save();
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Either the brief was awarded meanwhile, or the builder's first bid was sent twice at
          // once and the other copy was stored first: then this one is a revision of it.
          if (await store.bids.exists({ briefId, vendorId: invitation.vendorId, status: 'open' })) return save();
          throw new AppError('CONFLICT', messages.bidsClosed);
        }
      };
      const saved = await saveOrRevise();

      // An award that landed while this bid was written wins: the bid gets the status the award
      // gave it (a late write may have carried the old one back) and the builder hears bids are closed.
      const current = await store.briefs.findOne({ _id: brief._id }, { awardedBidId: 1 }).lean<Pick<StoredBrief, 'awardedBidId'>>();
      if (current?.awardedBidId) {
        await store.bids.updateOne({ _id: saved._id }, { $set: { status: current.awardedBidId === saved._id.toHexString() ? 'awarded' : 'not-awarded' } });
        throw new AppError('CONFLICT', messages.bidsClosed);
      }

      const link = store.comparisonUrlOf(brief);
      if (link) await fastify.builderMailer.send(bidReceivedMail(brief, saved, link), request.log);
      else request.log.warn({ briefId }, "the exhibitor's link cannot be opened; bid-received mail not sent");
      await fastify.integrationEvents.publish('bid.submitted', bidSubmittedEvent(saved));
      return { success: true as const, data: toBid(saved) };
    },
  });
}
