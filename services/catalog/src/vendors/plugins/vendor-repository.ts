import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import {
  FIRST_VERSION,
  VENDOR_CONFIRMATION_HOURS,
  type Vendor,
  type VendorInputData,
  type VendorPatch,
  type VendorProfile,
  type VendorRegistration,
  type VendorReplacement,
} from '@stallplan/contracts';
import { isDuplicateKeyError, KeptWithCopy, SerialByKey, writeVersioned } from '@stallplan/service-kit';
import { parseObjectId } from '@stallplan/service-kit/store';
import type { CatalogConfig } from '../../config.js';
import { reviewStandingByVendor, type ReviewStanding } from '../../builder-bids/domain/review-summary.js';
import { reviewModelFor, type StoredReview } from '../../builder-bids/models/review-model.js';
import type { MatchCandidate } from '../../matching/domain/rank-vendors.js';
import { MATCHING_PROJECTION, toMatchCandidate } from '../../matching/domain/to-match-candidate.js';
import { accessTokenHashesMatch } from '../../shared/access-token.js';
import { DEMO_VENDORS } from '../domain/demo-vendors.js';
import { LISTING_PROJECTION, listedVendor, publicVendorList, type ListedVendor } from '../domain/public-listing.js';
import { OPTIONAL_FIELDS, registrationAsInput, storedFieldsOf } from '../domain/stored-vendor-fields.js';
import { toProfile, toVendor } from '../domain/to-vendor.js';
import { vendorPatchUpdate, type VendorUpdate } from '../domain/vendor-changes.js';
import { vendorModelFor, type StoredVendor, type VendorModel } from '../models/vendor-model.js';
import { seedDemoVendors } from './seed-demo-vendors.js';
import { VendorSnapshotCache } from './vendor-snapshot-cache.js';

export interface VendorCounts {
  total: number;
  active: number;
  pending: number;
}

/**
 * What an admin write came to. `stale`: the request named a version (If-Match) that is no longer
 * the stored one, and nothing was written.
 */
export type VendorWriteOutcome =
  /** `approved`: this write made an inactive vendor active (the admin approved it). */
  { kind: 'written'; vendor: Vendor; approved: boolean } | { kind: 'not-found' } | { kind: 'stale'; currentVersion: number };

export type RegistrationOutcome = { registered: true; vendor: Vendor } | { registered: false; reason: 'email-taken' };

/** The vendor catalogue: what the routes read and write, and nothing they do not need. */
export interface VendorRepository {
  /** Every vendor, newest first, for the admin. */
  listAll(): Promise<Vendor[]>;
  /** One vendor with its awards, or null when the id is unknown or is no id at all. */
  findById(id: string): Promise<VendorProfile | null>;
  /** The vendors with these ids that exist, in no particular order; ids that are no ids are skipped. */
  findByIds(ids: readonly string[]): Promise<Vendor[]>;
  create(input: VendorInputData): Promise<Vendor>;
  /**
   * Replaces what the admin form edits; the rest (awards, booth sizes, registration) stays, and so
   * does `isActive` when the replacement leaves it out. With `expectedVersion`, only that version
   * is replaced.
   */
  replace(id: string, input: VendorReplacement, expectedVersion?: number): Promise<VendorWriteOutcome>;
  /** Changes only the fields sent, in one atomic update; with `expectedVersion`, only that version. */
  patch(id: string, patch: VendorPatch, expectedVersion?: number): Promise<VendorWriteOutcome>;
  /** The removed vendor, or null when there was none. */
  remove(id: string): Promise<Vendor | null>;
  /**
   * Stores a self-registration as pending and unconfirmed, unless its e-mail is already on file.
   * An earlier unconfirmed registration with the same address is replaced (its link stops
   * working), and unconfirmed ones past their 48 hours are deleted on the way.
   */
  register(input: VendorRegistration, confirmationTokenHash: string, now: Date): Promise<RegistrationOutcome>;
  /**
   * Confirms the address of the registration whose link token has this hash, if it is still
   * unconfirmed and younger than 48 hours; it then awaits approval like any pending vendor.
   */
  confirmEmail(confirmationTokenHash: string, now: Date): Promise<Vendor | null>;
  counts(): Promise<VendorCounts>;
  /** Active vendors prepared for matching, with their approved reviews, kept in memory between changes. */
  matchCandidates(): Promise<readonly MatchCandidate[]>;
  /** Called after a review is approved or rejected, so matching reloads with the reviews as they now stand. */
  reviewsChanged(): Promise<void>;
  /** What Find Builders lists, kept in memory between changes. */
  publicListing(): Promise<readonly ListedVendor[]>;
  /** The vendors of a page of that listing, in full, as findByIds; the listing's most read ones are kept with it. */
  listedVendors(listing: readonly ListedVendor[], page: readonly ListedVendor[]): Promise<Vendor[]>;
  /** Adds the demo vendors that are not stored yet; returns how many were added. */
  seedDemoVendors(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorRepository;
  }
}

type Redis = FastifyInstance['redis'];

/**
 * Every read but the confirmation's own: a self-registration whose address is not confirmed yet
 * is listed nowhere, not even to the admin. Older records have no `emailConfirmed` at all.
 */
const confirmedOnly = () => ({ emailConfirmed: mongoose.trusted({ $ne: false }) });

/** Full vendors kept with a Find Builders listing: the first three pages of 24, which most visits read. */
const LISTED_VENDORS_KEPT = 72;

/** Registrations older than this that were never confirmed are refused and deleted. */
export const UNCONFIRMED_REGISTRATION_MAX_AGE_MS = VENDOR_CONFIRMATION_HOURS * 3_600_000;

/** Every builder's approved reviews, summed up; read with the vendors whenever matching reloads. */
export type ReviewStandingLoader = () => Promise<ReadonlyMap<string, ReviewStanding>>;

const noReviews: ReviewStandingLoader = async () => new Map();

export function createVendorRepository(
  model: VendorModel,
  redis: Redis,
  log: FastifyBaseLogger,
  loadReviewStanding: ReviewStandingLoader = noReviews,
): VendorRepository {
  const versionKey = `catalog:${model.db.name}:vendors:version`;
  // Reviews change a vendor's score, so they are loaded with the vendors and approving or
  // rejecting one bumps the same version as a vendor change.
  const cache = new VendorSnapshotCache<MatchCandidate[]>(
    async () => {
      const [docs, standing] = await Promise.all([
        model.find({ isActive: true, ...confirmedOnly() }, MATCHING_PROJECTION).lean<StoredVendor[]>(),
        loadReviewStanding(),
      ]);
      return docs.map((doc) => toMatchCandidate(doc, standing.get(doc._id.toHexString())));
    },
    redis,
    versionKey,
    log,
  );
  // Find Builders: what it filters and orders by (vendors/domain/public-listing.ts); a page's vendors are read by id.
  const publicList = new VendorSnapshotCache<ListedVendor[]>(
    async () => publicVendorList((await model.find(confirmedOnly(), LISTING_PROJECTION).lean<StoredVendor[]>()).map(listedVendor)),
    redis,
    versionKey,
    log,
  );
  // Every visit to Find Builders reads its first page: the vendors read for a listing are kept with
  // it, up to LISTED_VENDORS_KEPT, and go when a write reloads it, so they are never staler than it.
  const listedVendorsKept = new KeptWithCopy<readonly ListedVendor[], Vendor>(LISTED_VENDORS_KEPT, (vendor) => vendor.id);
  const changed = async () => {
    await cache.changed();
    await publicList.changed();
  };

  const writesInTurn = new SerialByKey();
  /** Empty operators are left out: FerretDB refuses `$unset: {}`. */
  const updateOf = ({ $set, $unset }: VendorUpdate, version: Record<string, unknown>) => ({
    ...(Object.keys($unset).length > 0 ? { $unset } : {}),
    ...version,
    $set: { ...$set, ...((version['$set'] as object | undefined) ?? {}) },
  });
  /**
   * One atomic update of one vendor that adds one to its version; with `expected`, only while the
   * stored version is still that one. A vendor stored before versions existed has none and counts
   * as version 1: it is matched by the field's absence and given version 2.
   */
  const writeVendor = (id: string, update: VendorUpdate, expected: number | undefined): Promise<VendorWriteOutcome> => {
    const _id = parseObjectId(id);
    if (!_id) return Promise.resolve({ kind: 'not-found' });
    // FerretDB v1 reads and writes back the whole document with no transaction: see SerialByKey.
    return writesInTurn.run(_id.toHexString(), async () => {
      // Read only when this write activates: whether it approves depends on what was stored before.
      const activates = update.$set['isActive'] === true;
      const wasActive = activates ? (await model.findOne({ _id }, { isActive: 1 }).lean<Pick<StoredVendor, 'isActive'>>())?.isActive : undefined;
      const options = { new: true, runValidators: true } as const;
      const outcome = await writeVersioned<StoredVendor>(
        {
          updateVersioned: (version) =>
            model
              .findOneAndUpdate({ _id, version: version ?? mongoose.trusted({ $exists: true }) }, updateOf(update, { $inc: { version: 1 } }), options)
              .lean<StoredVendor>(),
          updateUnversioned: () =>
            model
              .findOneAndUpdate({ _id, version: mongoose.trusted({ $exists: false }) }, updateOf(update, { $set: { version: FIRST_VERSION + 1 } }), options)
              .lean<StoredVendor>(),
          currentVersion: async () => {
            const current = await model.findOne({ _id }, { version: 1 }).lean<Pick<StoredVendor, 'version'>>();
            return current ? (current.version ?? FIRST_VERSION) : null;
          },
        },
        expected,
      );
      if (outcome.kind !== 'written') return outcome;
      await changed();
      return { kind: 'written', vendor: toVendor(outcome.record), approved: activates && wasActive === false };
    });
  };

  const findByIds = async (ids: readonly string[]): Promise<Vendor[]> => {
    const valid = [...new Set(ids)].map((id) => parseObjectId(id)).filter((id): id is mongoose.Types.ObjectId => id !== null);
    // One lookup by _id each, side by side: the embedded store answers `_id: { $in }` by reading
    // every vendor, an `_id` equality by its index (docs/operations.md#hot-queries-and-their-indexes).
    const docs = await Promise.all(valid.map((_id) => model.findOne({ _id, ...confirmedOnly() }).lean<StoredVendor>()));
    return docs.filter((doc): doc is StoredVendor => doc !== null).map(toVendor);
  };

  return {
    async listAll() {
      const docs = await model.find(confirmedOnly()).sort({ createdAt: -1, _id: -1 }).lean<StoredVendor[]>();
      return docs.map(toVendor);
    },

    async findById(id) {
      const _id = parseObjectId(id);
      if (!_id) return null;
      const doc = await model.findOne({ _id, ...confirmedOnly() }).lean<StoredVendor>();
      return doc ? toProfile(doc) : null;
    },

    findByIds,

    async create(input) {
      const created = await model.create(storedFieldsOf(input, new Date()));
      await changed();
      return toVendor(created.toObject<StoredVendor>());
    },

    async replace(id, input, expectedVersion) {
      const fields: Record<string, unknown> = storedFieldsOf(input, new Date());
      const unset = Object.fromEntries(OPTIONAL_FIELDS.filter((field) => fields[field] === undefined).map((field) => [field, 1 as const]));
      return writeVendor(id, { $set: fields, $unset: unset }, expectedVersion);
    },

    patch(id, patch, expectedVersion) {
      return writeVendor(id, vendorPatchUpdate(patch, new Date()), expectedVersion);
    },

    async remove(id) {
      const _id = parseObjectId(id);
      if (!_id) return null;
      const doc = await model.findOneAndDelete({ _id }).lean<StoredVendor>();
      if (!doc) return null;
      await changed();
      return toVendor(doc);
    },

    async register(input, confirmationTokenHash, now) {
      const fields = storedFieldsOf(registrationAsInput(input), now);
      const email = fields.email;
      if (email === undefined) throw new Error('a registration always carries a contact e-mail');
      // FerretDB v1 has no TTL indexes: expired registrations go here, and every read skips them anyway.
      const expired = new Date(now.getTime() - UNCONFIRMED_REGISTRATION_MAX_AGE_MS);
      await model.deleteMany({ emailConfirmed: false, $or: [{ email }, { createdAt: mongoose.trusted({ $lt: expired }) }] });
      if (await model.exists({ email })) return { registered: false, reason: 'email-taken' };
      try {
        // Listed nowhere until confirmed, so no snapshot changes yet.
        const created = await model.create({ ...fields, registrationEmail: email, emailConfirmed: false, confirmationTokenHash });
        return { registered: true, vendor: toVendor(created.toObject<StoredVendor>()) };
      } catch (error) {
        // Two registrations with one address at the same moment: the unique index keeps one.
        if (isDuplicateKeyError(error)) return { registered: false, reason: 'email-taken' };
        throw error;
      }
    },

    async confirmEmail(confirmationTokenHash, now) {
      const fresh = new Date(now.getTime() - UNCONFIRMED_REGISTRATION_MAX_AGE_MS);
      const before = await model
        .findOneAndUpdate(
          { confirmationTokenHash, emailConfirmed: false, createdAt: mongoose.trusted({ $gt: fresh }) },
          { $set: { emailConfirmed: true }, $unset: { confirmationTokenHash: 1 } },
          { new: false },
        )
        .lean<StoredVendor>();
      // The lookup found it by hash; this confirms it without a timing that depends on the match.
      if (!before?.confirmationTokenHash || !accessTokenHashesMatch(confirmationTokenHash, before.confirmationTokenHash)) return null;
      await changed();
      return toVendor(before);
    },

    async counts() {
      const [total, pending] = await Promise.all([model.countDocuments(confirmedOnly()), model.countDocuments({ isActive: false, ...confirmedOnly() })]);
      return { total, active: total - pending, pending };
    },

    matchCandidates: () => cache.get(),
    reviewsChanged: changed,
    publicListing: () => publicList.get(),

    listedVendors: (listing, page) =>
      listedVendorsKept.get(
        listing,
        page.map((entry) => entry.id),
        findByIds,
      ),
    seedDemoVendors: () => seedDemoVendors(model, changed),
  };
}

export interface VendorRepositoryOptions {
  config: CatalogConfig;
}

async function vendorRepository(fastify: FastifyInstance, { config }: VendorRepositoryOptions) {
  const model = vendorModelFor(fastify.mongo);
  // Builds the indexes before the first request: registration relies on the unique one.
  await model.init();
  const reviews = reviewModelFor(fastify.mongo);
  const repository = createVendorRepository(model, fastify.redis, fastify.log, async () =>
    reviewStandingByVendor(await reviews.find({ status: 'approved' }, { vendorId: 1, ratings: 1 }).lean<Pick<StoredReview, 'vendorId' | 'ratings'>[]>()),
  );
  fastify.decorate('vendors', repository);

  if (config.SEED_DEMO_DATA) {
    fastify.addHook('onReady', async () => {
      const added = await repository.seedDemoVendors();
      fastify.log.info({ added, demoVendors: DEMO_VENDORS.length }, added > 0 ? 'demo vendors seeded' : 'demo vendors already present');
    });
  }
}

export const vendorRepositoryPlugin = fp(vendorRepository, {
  name: 'vendor-repository',
  fastify: '5.x',
  dependencies: ['stallplan-mongo', 'stallplan-redis'],
});
