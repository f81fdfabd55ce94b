import type { FastifyInstance } from 'fastify';
import type { Connection } from 'mongoose';
import fp from 'fastify-plugin';
import { INVALID_LINK_MESSAGE } from '@stallplan/contracts';
import { AppError, isDuplicateKeyError } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { accessTokenHashesMatch, hashAccessToken, isAccessTokenShape, issueAccessToken } from '../../shared/access-token.js';
import { ownerLinkExpiresAt } from '../domain/brief-dates.js';
import { comparisonUrl } from '../domain/builder-mails.js';
import { createTokenSealer } from '../domain/sealed-token.js';
import { bidModelFor, type BidModel } from '../models/bid-model.js';
import { briefModelFor, type BriefModel, type StoredBrief, type StoredInvitation } from '../models/brief-model.js';
import { claimModelFor } from '../models/claim-model.js';
import { reviewModelFor, type ReviewModel } from '../models/review-model.js';

export interface OwnerLink {
  token: string;
  hash: string;
  sealed: string;
}

/**
 * Briefs, bids and reviews, and the private links that open them. A link that is forged,
 * expired or meant for something else is refused with the one same 401, so a caller never
 * learns which it was.
 */
export interface BuilderBidStore {
  briefs: BriefModel;
  bids: BidModel;
  reviews: ReviewModel;
  /** True for the first caller with this key, false for every later one (models/claim-model.ts). */
  claim(key: string, now: Date): Promise<boolean>;
  /** Gives a claim up again, for work that did not get done. */
  release(key: string): Promise<void>;
  /** The exhibitor's link for a new brief: the token, its hash, and the token sealed for later mails. */
  issueOwnerLink(briefId: string): OwnerLink;
  /** The brief an exhibitor's link opens, until OWNER_LINK_DAYS_AFTER_EVENT days after the show. */
  briefForOwner(token: string, now: Date): Promise<StoredBrief>;
  /** The brief and invitation a builder's link opens, until bids close. */
  invitationForBuilder(token: string, now: Date): Promise<{ brief: StoredBrief; invitation: StoredInvitation }>;
  /** The exhibitor's comparison link, from the sealed token; null when it cannot be opened (secret rotated). */
  comparisonUrlOf(brief: StoredBrief): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    builderBids: BuilderBidStore;
  }
}

export function invalidLink(): AppError {
  return new AppError('UNAUTHORIZED', INVALID_LINK_MESSAGE);
}

export function createBuilderBidStore(connection: Connection, config: Pick<CatalogConfig, 'ADMIN_TOKEN_SECRET' | 'PUBLIC_BASE_URL'>): BuilderBidStore {
  const briefs = briefModelFor(connection);
  const bids = bidModelFor(connection);
  const reviews = reviewModelFor(connection);
  const claims = claimModelFor(connection);
  const sealer = createTokenSealer(config.ADMIN_TOKEN_SECRET);

  const presentedHash = (token: string) => {
    if (!isAccessTokenShape(token)) throw invalidLink();
    return hashAccessToken(token);
  };

  return {
    briefs,
    bids,
    reviews,

    async claim(key, now) {
      try {
        await claims.create({ _id: key, claimedAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    async release(key) {
      await claims.deleteOne({ _id: key });
    },

    issueOwnerLink(briefId) {
      const { token, hash } = issueAccessToken();
      return { token, hash, sealed: sealer.seal(token, briefId) };
    },

    async briefForOwner(token, now) {
      const hash = presentedHash(token);
      const brief = await briefs.findOne({ ownerTokenHash: hash }).lean<StoredBrief>();
      if (!brief || !accessTokenHashesMatch(hash, brief.ownerTokenHash)) throw invalidLink();
      if (now.getTime() >= ownerLinkExpiresAt(brief.event.endDate).getTime()) throw invalidLink();
      return brief;
    },

    async invitationForBuilder(token, now) {
      const hash = presentedHash(token);
      const brief = await briefs.findOne({ 'invitations.tokenHash': hash }).lean<StoredBrief>();
      // The invitation is the one whose hash matches; a bid link never reaches another builder's.
      const invitation = brief?.invitations.find((candidate) => accessTokenHashesMatch(hash, candidate.tokenHash));
      if (!brief || !invitation) throw invalidLink();
      if (now.getTime() >= new Date(brief.bidsCloseAt).getTime()) throw invalidLink();
      return { brief, invitation };
    },

    comparisonUrlOf(brief) {
      const token = sealer.open(brief.ownerTokenSealed, brief._id.toHexString());
      return token === null ? null : comparisonUrl(config.PUBLIC_BASE_URL, token);
    },
  };
}

async function builderBidStore(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  const store = createBuilderBidStore(fastify.mongo, config);
  // Builds the indexes before the first request: one bid per builder and one review per brief rely on them.
  await Promise.all([store.briefs.init(), store.bids.init(), store.reviews.init()]);
  fastify.decorate('builderBids', store);
}

export const builderBidStorePlugin = fp(builderBidStore, {
  name: 'builder-bid-store',
  fastify: '5.x',
  dependencies: ['stallplan-mongo'],
});
