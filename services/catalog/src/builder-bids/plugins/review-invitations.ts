import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import type { CatalogConfig } from '../../config.js';
import { todayUtc } from '../domain/brief-dates.js';
import { reviewInvitationMail } from '../domain/builder-mails.js';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief } from '../models/brief-model.js';
import type { BuilderBidStore } from './builder-bid-store.js';
import type { BuilderMailer } from './builder-mailer.js';

/** Briefs handled per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

export interface ReviewSweepContext {
  builderBids: Pick<BuilderBidStore, 'briefs' | 'bids' | 'reviews' | 'claim' | 'release' | 'comparisonUrlOf'>;
  builderMailer: Pick<BuilderMailer, 'send'>;
  log: FastifyBaseLogger;
}

export interface ReviewSweepResult {
  /** Invitations handed to notify (or logged, without NOTIFY_URL). */
  invited: number;
  /** Claimed, then released again because notify could not take the mail; the next sweep retries. */
  retried: number;
}

/**
 * Invites each exhibitor to review the builder once the show is over (from the day after its end
 * date) and a bid was awarded. Each brief is claimed before the mail goes, by inserting its
 * `review-invitation:<briefId>` key (models/claim-model.ts: on FerretDB a filtered update is no
 * atomic claim), and then marked with `reviewInvitedAt`; so two sweeps (two instances, or one
 * that overlaps the next) never both send it. If notify cannot take the mail now, claim and mark
 * are released for the next sweep; notify's mail key makes a resend after a lost answer harmless.
 */
export async function sweepReviewInvitations(context: ReviewSweepContext, now = new Date()): Promise<ReviewSweepResult> {
  const { builderBids, builderMailer, log } = context;
  const { briefs, bids, reviews } = builderBids;
  const due = await briefs
    .find({ awardedBidId: mongoose.trusted({ $ne: null }), reviewInvitedAt: null, 'event.endDate': mongoose.trusted({ $lt: todayUtc(now) }) }, { _id: 1 })
    .sort({ createdAt: 1 })
    .limit(SWEEP_BATCH)
    .lean<Pick<StoredBrief, '_id'>[]>();

  const result: ReviewSweepResult = { invited: 0, retried: 0 };
  for (const { _id } of due) {
    const briefId = _id.toHexString();
    const claimKey = `review-invitation:${briefId}`;
    if (!(await builderBids.claim(claimKey, now))) continue; // another sweep has it
    const brief = await briefs.findOneAndUpdate({ _id }, { $set: { reviewInvitedAt: now } }, { new: true }).lean<StoredBrief>();
    if (!brief?.awardedBidId) continue;
    if (await reviews.exists({ briefId })) continue; // reviewed already, without waiting to be asked
    const bid = mongoose.isValidObjectId(brief.awardedBidId)
      ? await bids.findOne({ _id: new mongoose.Types.ObjectId(brief.awardedBidId) }, { vendorName: 1 }).lean<Pick<StoredBid, 'vendorName'>>()
      : null;
    const link = builderBids.comparisonUrlOf(brief);
    if (!bid || !link) {
      log.warn({ briefId, bidFound: Boolean(bid), linkReadable: Boolean(link) }, 'review invitation cannot be composed; not sent');
      continue;
    }
    const outcome = await builderMailer.send(reviewInvitationMail(brief, bid.vendorName, link), log);
    if (outcome === 'failed') {
      await briefs.updateOne({ _id }, { $set: { reviewInvitedAt: null } });
      await builderBids.release(claimKey);
      result.retried += 1;
    } else {
      result.invited += 1;
    }
  }
  return result;
}

/** Runs the sweep every REVIEW_INVITE_SWEEP_MS (0: never), one sweep at a time, stopping with the app. */
async function reviewInvitations(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  const everyMs = config.REVIEW_INVITE_SWEEP_MS;
  if (everyMs === 0) return;
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;

  fastify.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = sweepReviewInvitations(fastify)
        .then((result) => {
          if (result.invited > 0 || result.retried > 0) fastify.log.info(result, 'review invitations swept');
        })
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'review invitation sweep failed; the next one tries again'))
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const reviewInvitationsPlugin = fp(reviewInvitations, {
  name: 'review-invitations',
  fastify: '5.x',
  dependencies: ['builder-bid-store', 'builder-mailer'],
});
