import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import { FIRST_VERSION, type VendorPatch, type VendorReplacement } from '@stallplan/contracts';
import { SerialByKey, writeVersioned } from '@stallplan/service-kit';
import { VENDOR_CONFIRMATION_HOURS, vendorInputSchema, type Vendor, type VendorInputData, type VendorProfile, type VendorRegistration } from '@stallplan/contracts';
import type { CatalogConfig } from '../../config.js';
import { DEMO_VENDORS } from '../domain/demo-vendors.js';
import { locatePlace, serviceAreaOf } from '../../matching/domain/match-score.js';
import type { MatchCandidate } from '../../matching/domain/rank-vendors.js';
import { vendorModelFor, type StoredTestimonial, type StoredVendor, type VendorModel } from '../models/vendor-model.js';
import { publicVendorList } from '../domain/public-listing.js';
import { reviewStandingByVendor, type ReviewStanding } from '../../builder-bids/domain/review-summary.js';
import { reviewModelFor, type StoredReview } from '../../builder-bids/models/review-model.js';
import { isDuplicateKeyError } from '../../shared/duplicate-key-error.js';
import { storedTestimonial, vendorPatchUpdate, type VendorUpdate } from '../domain/vendor-changes.js';
import { accessTokenHashesMatch } from '../../shared/access-token.js';

export interface VendorCounts {
  total: number;
  active: number;
  pending: number;
}

/**
 * What an admin write came to. `stale`: the request named a version (If-Match) that is no longer
 * the stored one, and nothing was written.
 */
export type VendorWriteOutcome = { kind: 'written'; vendor: Vendor } | { kind: 'not-found' } | { kind: 'stale'; currentVersion: number };

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
  publicListing(): Promise<readonly Vendor[]>;
  /** Adds the demo vendors that are not stored yet; returns how many were added. */
  seedDemoVendors(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    vendors: VendorRepository;
  }
}

type Redis = FastifyInstance['redis'];

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const LOCATION_MAX = 200;

/**
 * Every read but the confirmation's own: a self-registration whose address is not confirmed yet
 * is listed nowhere, not even to the admin. Older records have no `emailConfirmed` at all.
 */
const confirmedOnly = () => ({ emailConfirmed: mongoose.trusted({ $ne: false }) });

/** Registrations older than this that were never confirmed are refused and deleted. */
export const UNCONFIRMED_REGISTRATION_MAX_AGE_MS = VENDOR_CONFIRMATION_HOURS * 3_600_000;

/** Lean documents keep `undefined` for missing paths and drop empty objects; answers want neither. */
function defined<T extends object>(value: T | undefined | null): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as Partial<T>;
}

function toTestimonial(stored: StoredTestimonial): Vendor['testimonials'][number] {
  return {
    text: stored.text,
    clientContact: stored.clientContact,
    ...(stored.clientName ? { clientName: stored.clientName } : {}),
    stallImages: stored.stallImages ?? [],
    createdAt: new Date(stored.createdAt).toISOString(),
  };
}

/** A seeded demo listing; one seeded before the mark existed is known by its seed key. */
function isDemo(doc: Pick<StoredVendor, 'demo' | 'seedKey'>): boolean {
  return doc.demo === true || typeof doc.seedKey === 'string';
}

function toVendor(doc: StoredVendor): Vendor {
  const createdAt = doc.createdAt ?? doc._id.getTimestamp();
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    category: doc.category,
    city: doc.city,
    state: doc.state,
    ...defined({ location: doc.location, description: doc.description, rating: doc.rating, experience: doc.experience, logoUrl: doc.logoUrl }),
    specialties: doc.specialties ?? [],
    services: doc.services ?? [],
    keywords: doc.keywords ?? [],
    contact: defined(doc.contact),
    priceRange: doc.priceRange,
    portfolioImages: doc.portfolioImages ?? [],
    testimonials: (doc.testimonials ?? []).map(toTestimonial),
    isActive: doc.isActive,
    pricing: defined(doc.pricing),
    completedProjects: doc.completedProjects ?? 0,
    certifications: doc.certifications ?? [],
    recentWork: doc.recentWork ?? [],
    serviceCities: doc.serviceCities ?? [],
    demo: isDemo(doc),
    version: doc.version ?? FIRST_VERSION,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? createdAt).toISOString(),
  };
}

function toProfile(doc: StoredVendor): VendorProfile {
  return { ...toVendor(doc), awards: doc.awards ?? [] };
}

/** Optional fields a replace removes when the form leaves them out. */
const OPTIONAL_FIELDS = ['location', 'description', 'experience', 'logoUrl', 'rating', 'email'] as const;

/** The stored fields for a vendor as a form describes it; testimonials keep their date or get `now`. */
function storedFieldsOf(
  input: VendorReplacement,
  now: Date,
): Omit<StoredVendor, '_id' | 'createdAt' | 'updatedAt' | 'awards' | 'seedKey' | 'demo' | 'registrationEmail' | 'isActive'> & { isActive?: boolean } {
  const contact = defined(input.contact);
  return {
    name: input.name,
    nameLower: input.name.toLowerCase(),
    category: input.category,
    city: input.city,
    state: input.state,
    ...defined({ location: input.location, description: input.description, experience: input.experience, logoUrl: input.logoUrl, rating: input.rating }),
    specialties: input.specialties,
    services: input.services,
    keywords: input.keywords,
    contact,
    ...(contact.email ? { email: contact.email.toLowerCase() } : {}),
    priceRange: input.priceRange,
    portfolioImages: input.portfolioImages,
    testimonials: input.testimonials.map((testimonial) => storedTestimonial(testimonial, now)),
    // A replacement that leaves it out keeps the stored one (vendor-write.ts).
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    pricing: defined(input.pricing),
    completedProjects: input.completedProjects,
    certifications: input.certifications,
    recentWork: input.recentWork,
    serviceCities: input.serviceCities,
  };
}

/** A registration as the admin form would describe it: pending, with nothing only the admin sets. */
function registrationAsInput(input: VendorRegistration): VendorInputData {
  return {
    ...input,
    isActive: false,
    pricing: {},
    completedProjects: 0,
    certifications: [],
    recentWork: [],
    serviceCities: [],
  };
}

/** What matching reads of a stored vendor; nothing else is fetched for it. */
const MATCHING_PROJECTION = {
  name: 1,
  category: 1,
  city: 1,
  state: 1,
  location: 1,
  specialties: 1,
  pricing: 1,
  'contact.phone': 1,
  'contact.email': 1,
  rating: 1,
  completedProjects: 1,
  certifications: 1,
  recentWork: 1,
  serviceCities: 1,
  boothSizeSqm: 1,
  seedKey: 1,
  demo: 1,
} as const;

/** "Andheri East" alone does not say which city; the card shows "Andheri East, Mumbai". */
function locationLabel(doc: Pick<StoredVendor, 'location' | 'city' | 'state'>): string {
  const location = doc.location?.trim();
  const label = !location
    ? `${doc.city}, ${doc.state}`
    : location.toLowerCase().includes(doc.city.toLowerCase())
      ? location
      : `${location}, ${doc.city}`;
  return label.slice(0, LOCATION_MAX);
}

function parseRating(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : undefined;
}

function toMatchCandidate(doc: StoredVendor, reviews: ReviewStanding | undefined): MatchCandidate {
  const home = locatePlace(doc.city, doc.state);
  const range = doc.boothSizeSqm;
  const rating = parseRating(doc.rating);
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    category: doc.category,
    location: locationLabel(doc),
    specialties: doc.specialties ?? [],
    pricing: defined(doc.pricing),
    ...(doc.contact?.phone ? { phone: doc.contact.phone } : {}),
    ...(doc.contact?.email ? { email: doc.contact.email } : {}),
    certifications: doc.certifications ?? [],
    recentWork: doc.recentWork ?? [],
    home,
    serviceArea: serviceAreaOf(home, doc.serviceCities ?? []),
    ...(range && typeof range.min === 'number' && typeof range.max === 'number' ? { boothSizeSqm: { min: range.min, max: range.max } } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(reviews ? { reviews } : {}),
    completedProjects: doc.completedProjects ?? 0,
    demo: isDemo(doc),
  };
}

/** Served while Redis, which says when vendors changed, cannot be asked. */
const UNCHECKED_MAX_AGE_MS = 5_000;
/** Refreshed in the background after this, for changes made outside the service (a restore, a script). */
const CHECKED_MAX_AGE_MS = 60_000;

interface Snapshot<T> {
  token: string | null;
  loadedAt: number;
  candidates: T;
}

/**
 * Vendors prepared for a public read (matching, the Find Builders list), held in memory: FerretDB
 * takes seconds to return thousands of documents, far too long for each search. Every write through the repository bumps
 * a version in Redis, so each instance of the service reloads on its next search after any
 * instance changed a vendor; reading that version costs one Redis GET per search.
 */
class VendorSnapshotCache<T> {
  private snapshot: Snapshot<T> | undefined;
  private loading: { token: string | null; promise: Promise<Snapshot<T>> } | undefined;
  private localChanges = 0;
  private loadsStarted = 0;
  private newestApplied = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly redis: Redis,
    private readonly versionKey: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(): Promise<T> {
    const token = await this.currentToken();
    const current = this.snapshot;
    if (current && token !== null && current.token === token) {
      if (Date.now() - current.loadedAt > CHECKED_MAX_AGE_MS) this.refreshInBackground(token);
      return current.candidates;
    }
    if (current && token === null) {
      if (Date.now() - current.loadedAt > UNCHECKED_MAX_AGE_MS) this.refreshInBackground(null);
      return current.candidates;
    }
    return (await this.refresh(token)).candidates;
  }

  /** Called after every write; the write itself has already succeeded. */
  async changed(): Promise<void> {
    this.localChanges += 1;
    try {
      await this.redis.incr(this.versionKey);
    } catch (error) {
      this.log.warn({ err: error }, 'could not announce a vendor change; other instances catch up within a minute');
    }
  }

  private async currentToken(): Promise<string | null> {
    try {
      return `${(await this.redis.get(this.versionKey)) ?? '0'}:${this.localChanges}`;
    } catch {
      return null;
    }
  }

  private refreshInBackground(token: string | null): void {
    this.refresh(token).catch((error: unknown) => this.log.warn({ err: error }, 'could not refresh the vendors for matching'));
  }

  private refresh(token: string | null): Promise<Snapshot<T>> {
    if (this.loading && this.loading.token === token) return this.loading.promise;
    const sequence = ++this.loadsStarted;
    const promise = this.load()
      .then((candidates) => {
        const snapshot = { token, loadedAt: Date.now(), candidates };
        // A slower, older load must not replace what a newer one already put in place.
        if (sequence > this.newestApplied) {
          this.newestApplied = sequence;
          this.snapshot = snapshot;
        }
        return snapshot;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { token, promise };
    return promise;
  }
}

/** Every builder's approved reviews, summed up; read with the vendors whenever matching reloads. */
export type ReviewStandingLoader = () => Promise<ReadonlyMap<string, ReviewStanding>>;

const noReviews: ReviewStandingLoader = async () => new Map();

export function createVendorRepository(model: VendorModel, redis: Redis, log: FastifyBaseLogger, loadReviewStanding: ReviewStandingLoader = noReviews): VendorRepository {
  const objectId = (id: string) => (OBJECT_ID.test(id) ? new mongoose.Types.ObjectId(id) : null);

  const versionKey = `catalog:${model.db.name}:vendors:version`;
  // Reviews change a vendor's score, so they are loaded with the vendors and approving or
  // rejecting one bumps the same version as a vendor change.
  const cache = new VendorSnapshotCache<MatchCandidate[]>(
    async () => {
      const [docs, standing] = await Promise.all([model.find({ isActive: true, ...confirmedOnly() }, MATCHING_PROJECTION).lean<StoredVendor[]>(), loadReviewStanding()]);
      return docs.map((doc) => toMatchCandidate(doc, standing.get(doc._id.toHexString())));
    },
    redis,
    versionKey,
    log,
  );
  // Find Builders: approved vendors in full, pending ones by name and place (vendors/domain/public-listing.ts).
  const publicList = new VendorSnapshotCache<Vendor[]>(
    async () => publicVendorList((await model.find(confirmedOnly()).lean<StoredVendor[]>()).map(toVendor)),
    redis,
    versionKey,
    log,
  );
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
    const _id = objectId(id);
    if (!_id) return Promise.resolve({ kind: 'not-found' });
    // FerretDB v1 reads and writes back the whole document with no transaction: see SerialByKey.
    return writesInTurn.run(_id.toHexString(), async () => {
      const options = { new: true, runValidators: true } as const;
      const outcome = await writeVersioned<StoredVendor>(
        {
          updateVersioned: (version) =>
            model.findOneAndUpdate({ _id, version: version ?? mongoose.trusted({ $exists: true }) }, updateOf(update, { $inc: { version: 1 } }), options).lean<StoredVendor>(),
          updateUnversioned: () =>
            model.findOneAndUpdate({ _id, version: mongoose.trusted({ $exists: false }) }, updateOf(update, { $set: { version: FIRST_VERSION + 1 } }), options).lean<StoredVendor>(),
          currentVersion: async () => {
            const current = await model.findOne({ _id }, { version: 1 }).lean<Pick<StoredVendor, 'version'>>();
            return current ? (current.version ?? FIRST_VERSION) : null;
          },
        },
        expected,
      );
      if (outcome.kind !== 'written') return outcome;
      await changed();
      return { kind: 'written', vendor: toVendor(outcome.record) };
    });
  };

  return {
    async listAll() {
      const docs = await model.find(confirmedOnly()).sort({ createdAt: -1, _id: -1 }).lean<StoredVendor[]>();
      return docs.map(toVendor);
    },

    async findById(id) {
      const _id = objectId(id);
      if (!_id) return null;
      const doc = await model.findOne({ _id, ...confirmedOnly() }).lean<StoredVendor>();
      return doc ? toProfile(doc) : null;
    },

    async findByIds(ids) {
      const valid = ids.map(objectId).filter((id): id is mongoose.Types.ObjectId => id !== null);
      if (valid.length === 0) return [];
      const docs = await model.find({ _id: mongoose.trusted({ $in: valid }), ...confirmedOnly() }).lean<StoredVendor[]>();
      return docs.map(toVendor);
    },

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
      const _id = objectId(id);
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

    async seedDemoVendors() {
      const keys = DEMO_VENDORS.map((demo) => demo.seedKey);
      const present = await model.find({ seedKey: mongoose.trusted({ $in: keys }) }, { seedKey: 1 }).lean<Pick<StoredVendor, 'seedKey'>[]>();
      const seeded = new Set(present.map((doc) => doc.seedKey));
      const now = new Date();
      const missing = DEMO_VENDORS.filter((demo) => !seeded.has(demo.seedKey)).map((demo) => {
        const fields = storedFieldsOf(vendorInputSchema.parse(demo.input), now);
        return {
          ...fields,
          seedKey: demo.seedKey,
          demo: true,
          awards: demo.awards ?? [],
          ...(demo.boothSizeSqm ? { boothSizeSqm: demo.boothSizeSqm } : {}),
          ...(demo.registered && fields.email ? { registrationEmail: fields.email } : {}),
        };
      });
      if (missing.length === 0) return 0;
      let inserted = missing.length;
      try {
        await model.insertMany(missing, { ordered: false });
      } catch (error) {
        // Another instance seeding at the same moment inserted some of them first.
        if (!isDuplicateKeyError(error)) throw error;
        const { insertedDocs } = error as { insertedDocs?: unknown[] };
        inserted = insertedDocs?.length ?? 0;
      }
      await changed();
      return inserted;
    },
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
