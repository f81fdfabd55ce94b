import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Types } from 'mongoose';
import { z } from 'zod';
import type { PlanContent, PlanExport, PlanResponse, PlanShare, PlanVersion, PlanVersionSummary, SavedPlan } from '@stallplan/contracts';
import { AppError, isDuplicateKeyError, SerialByKey } from '@stallplan/service-kit';
import type { QuoteShow } from '../domain/quote-show.js';
import type { QuoteModel } from '../models/quote-model.js';
import type { PdfFileStore } from '../rendering/pdf-file-store.js';
import { figuresChanged, pricePlan, type PlanFigures } from './plan-figures.js';
import { invalidLink, OWNER_EMAIL_MISSING_MESSAGE, StalePlanError } from './plan-errors.js';
import {
  MAX_EDIT_TOKENS,
  planModelsFor,
  planVersionId,
  type PlanDocument,
  type PlanVersionEntry,
  type PlanModels,
  type PlanResponseDocument,
  type PlanShareDocument,
  type PlanVersionDocument,
} from './plan-models.js';
import { planStatus, shareOpenness } from './plan-status.js';
import { hashPlanToken, isPlanTokenShape, issuePlanToken, planTokenHashesMatch } from './plan-token.js';

const ownerEmailSchema = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

/** The owner's address from step 1 (`emailAddress`, else `email`), lowercased; null when there is no valid one. */
export function ownerEmailOf(content: PlanContent): string | null {
  const parsed = ownerEmailSchema.safeParse(content.eventDetails.emailAddress ?? content.eventDetails.email ?? '');
  return parsed.success ? parsed.data : null;
}

/** What My plans lists, kept on the plan so the list reads nothing else. */
function summaryOf(content: PlanContent) {
  const form = content.eventDetails;
  return {
    exhibitionName: form.exhibitionName ?? '',
    city: form.destinationCity ?? '',
    startDate: form.exhibitionStartDate ?? form.eventStartDate ?? '',
    endDate: form.exhibitionEndDate ?? form.eventEndDate ?? '',
  };
}

/** Stored content is plain JSON: no class instances or undefined fields reach the database. */
const plainContent = (content: PlanContent): PlanContent => JSON.parse(JSON.stringify(content)) as PlanContent;

export interface SavedPlanOutcome {
  plan: SavedPlan;
  newVersion: boolean;
}

export interface PlanStoreDeps {
  connection: Parameters<typeof planModelsFor>[0];
  quotes: QuoteModel;
  pdfFiles: PdfFileStore;
  /** The catalogue show an exhibition name names; throws (503) when catalog cannot be asked. */
  showNamed(exhibitionName: string | null | undefined): Promise<QuoteShow | null>;
  /** Claims the save over one revision across every process (see `revisionClaims`). */
  claims: RevisionClaims;
}

/**
 * Which process saves over a revision. FerretDB v1 reads a whole collection for any filter but
 * `_id` alone, so an update filtered by `{_id, revision}` costs a read of every plan; a claim of
 * `(plan, revision)` in Redis (SET NX) costs one round trip, and only one process gets it.
 * `unknown`: Redis could not be asked; the save then falls back to the revision in the filter.
 */
export interface RevisionClaims {
  claim(planId: string, revision: number): Promise<'claimed' | 'taken' | 'unknown'>;
  release(planId: string, revision: number): Promise<void>;
}

/** A claim lapses by itself, so a process that died holding one blocks no save for long. */
const CLAIM_TTL_MS = 30_000;

export function revisionClaims(redis: Pick<Redis, 'set' | 'del'>, prefix: string): RevisionClaims {
  const key = (planId: string, revision: number) => `${prefix}plan-save:${planId}:${revision}`;
  return {
    async claim(planId, revision) {
      try {
        return (await redis.set(key(planId, revision), '1', 'PX', CLAIM_TTL_MS, 'NX')) === 'OK' ? 'claimed' : 'taken';
      } catch {
        return 'unknown';
      }
    },
    async release(planId, revision) {
      await redis.del(key(planId, revision)).catch(() => undefined);
    },
  };
}

export type PlanStore = ReturnType<typeof createPlanStore>;

declare module 'fastify' {
  interface FastifyInstance {
    planStore: PlanStore;
  }
}

const iso = (date: Date) => date.toISOString();

/** What the owner's view reads besides the plan; a save reads it while it works, not after. */
export interface PlanSurroundings {
  content: PlanContent;
  latest: PlanFigures | null;
  shareDocs: PlanShareDocument[];
  responseDocs: PlanResponseDocument[];
}

/** The fields of `known` that are set, so they win over what was read. */
function pickDefined<T extends object>(known: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(known ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const entryOf = (version: PlanVersionDocument): PlanVersionEntry => ({
  number: version.number,
  createdAt: version.createdAt,
  subtotal: version.subtotal,
  grandTotal: version.grandTotal,
  quoteNumber: version.quoteNumber,
});

function toVersionSummary(version: PlanVersionEntry): PlanVersionSummary {
  return {
    number: version.number,
    createdAt: iso(version.createdAt),
    subtotal: version.subtotal,
    grandTotal: version.grandTotal,
    quoteNumber: version.quoteNumber ?? null,
  };
}

export function toPlanShare(share: PlanShareDocument): PlanShare {
  return {
    id: share._id.toHexString(),
    label: share.label,
    createdAt: iso(share.createdAt),
    expiresAt: share.expiresAt ? iso(share.expiresAt) : null,
    revokedAt: share.revokedAt ? iso(share.revokedAt) : null,
  };
}

export function toPlanResponse(response: PlanResponseDocument): PlanResponse {
  return {
    id: response._id.toHexString(),
    versionNumber: response.versionNumber,
    decision: response.decision,
    name: response.name,
    note: response.note,
    createdAt: iso(response.createdAt),
  };
}

export function toPlanVersion(version: PlanVersionDocument): PlanVersion {
  return { ...toVersionSummary(version), content: version.content, quote: version.quote, roi: version.roi };
}

/** JSON without Mongo's types: ids as hex strings, dates as ISO strings. */
const asJson = <T>(value: T): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * Saved plans in the quotes database (docs/saved-plans.md). FerretDB v1 has no transactions and
 * applies an update as read-then-write, so writes to one plan go one at a time in this process
 * (SerialByKey), and each save names the revision it read in its filter, so a second process
 * cannot win the same revision.
 */
export function createPlanStore(deps: PlanStoreDeps) {
  const models: PlanModels = planModelsFor(deps.connection);
  const { plans, contents, links, versions, shares, responses } = models;
  const serial = new SerialByKey();

  async function price(content: PlanContent): Promise<PlanFigures & { knownShow: QuoteShow | null }> {
    const knownShow = await deps.showNamed(content.eventDetails.exhibitionName);
    return { ...pricePlan(content, knownShow?.tariff ?? null), knownShow };
  }

  function newVersionDoc(
    planId: Types.ObjectId,
    number: number,
    content: PlanContent,
    figures: PlanFigures & { knownShow: QuoteShow | null },
    createdAt: Date,
  ): PlanVersionDocument {
    return {
      _id: planVersionId(planId, number),
      planId,
      number,
      createdAt,
      content,
      quote: figures.quote,
      roi: figures.roi,
      knownShow: figures.knownShow,
      subtotal: figures.quote.totals.subtotal,
      grandTotal: figures.quote.totals.grandTotal,
      quoteNumber: null,
    };
  }

  /** A new plan with version 1, for `ownerEmail`; answers the plan and its first edit token. */
  async function insertPlan(content: PlanContent, ownerEmail: string): Promise<{ plan: SavedPlan; editToken: string }> {
    const stored = plainContent(content);
    const figures = await price(stored);
    const now = new Date();
    const edit = issuePlanToken();
    const planId = new Types.ObjectId();
    const doc: PlanDocument = {
      _id: planId,
      editTokenHashes: [edit.hash],
      ownerEmail,
      revision: 1,
      latestVersion: 1,
      versions: [],
      ...summaryOf(stored),
      subtotal: figures.quote.totals.subtotal,
      grandTotal: figures.quote.totals.grandTotal,
      status: 'draft',
      approvedVersion: null,
      shareOpenForever: false,
      shareOpenUntil: null,
      createdAt: now,
      updatedAt: now,
      touchedAt: now,
      retentionWarnedAt: null,
    };
    // The version and the inputs first: a plan is never seen without them.
    const first = newVersionDoc(planId, 1, stored, figures, now);
    doc.versions = [entryOf(first)];
    await versions.create(first);
    await contents.create({ _id: planId, content: stored });
    await links.create({ _id: edit.hash, planId, shareId: null });
    await plans.create(doc);
    return { plan: await savedPlan(doc, now, { content: stored, latest: figures, shareDocs: [], responseDocs: [] }), editToken: edit.token };
  }

  async function contentOf(planId: Types.ObjectId): Promise<PlanContent> {
    const stored = await contents.findById(planId).lean();
    if (!stored) throw new Error(`plan ${planId.toHexString()} has no content`);
    return stored.content;
  }

  async function surroundings(plan: PlanDocument, content?: PlanContent): Promise<PlanSurroundings> {
    const planId = plan._id;
    const [planContent, latest, shareDocs, responseDocs] = await Promise.all([
      content ?? contentOf(planId),
      versions.findById(planVersionId(planId, plan.latestVersion), { quote: 1, roi: 1 }).lean(),
      shares.find({ planId }).sort({ createdAt: 1 }).lean(),
      responses.find({ planId }).sort({ createdAt: 1 }).lean(),
    ]);
    return { content: planContent, latest, shareDocs, responseDocs };
  }

  /** The plan as its owner sees it; `known` when the caller has read (or just written) its parts. */
  async function savedPlan(plan: PlanDocument, now = new Date(), known?: Partial<PlanSurroundings>): Promise<SavedPlan> {
    const planId = plan._id;
    const read =
      known?.content && known.latest && known.shareDocs && known.responseDocs
        ? (known as PlanSurroundings)
        : { ...(await surroundings(plan, known?.content)), ...pickDefined(known) };
    const { content: planContent, latest, shareDocs, responseDocs } = read;
    if (!latest) throw new Error(`plan ${planId.toHexString()} has no version ${plan.latestVersion}`);
    const approval = responseDocs.filter((response) => response.decision === 'approved').at(-1) ?? null;
    return {
      id: planId.toHexString(),
      revision: plan.revision,
      createdAt: iso(plan.createdAt),
      updatedAt: iso(plan.updatedAt),
      ownerEmail: plan.ownerEmail,
      status: planStatus({ latestVersion: plan.latestVersion, approvedVersion: approval?.versionNumber ?? null, ...shareOpenness(shareDocs, now) }, now),
      content: planContent,
      latestVersion: plan.latestVersion,
      quote: latest.quote,
      roi: latest.roi,
      versions: plan.versions.map(toVersionSummary),
      shares: shareDocs.map(toPlanShare),
      responses: responseDocs.map(toPlanResponse),
      approval: approval
        ? {
            versionNumber: approval.versionNumber,
            name: approval.name,
            createdAt: iso(approval.createdAt),
            changedSince: approval.versionNumber < plan.latestVersion,
          }
        : null,
    };
  }

  /** Re-reads what the list keeps about shares and approvals after one of them changed. */
  async function refreshStatus(planId: Types.ObjectId, now = new Date()): Promise<void> {
    const plan = await plans.findById(planId, { latestVersion: 1 }).lean();
    if (!plan) return;
    const [shareDocs, approval] = await Promise.all([
      shares.find({ planId }, { expiresAt: 1, revokedAt: 1 }).lean(),
      responses.findOne({ planId, decision: 'approved' }, { versionNumber: 1 }).sort({ createdAt: -1 }).lean(),
    ]);
    const facts = { latestVersion: plan.latestVersion, approvedVersion: approval?.versionNumber ?? null, ...shareOpenness(shareDocs, now) };
    await plans.updateOne(
      { _id: planId },
      {
        $set: {
          approvedVersion: facts.approvedVersion,
          shareOpenForever: facts.shareOpenForever,
          shareOpenUntil: facts.shareOpenUntil,
          status: planStatus(facts, now),
        },
      },
    );
  }

  /**
   * Saves `content` over revision `baseRevision`. A changed priced figure makes version n+1; other
   * changes only move the revision. Stale → StalePlanError, nothing written.
   */
  function updatePlan(planId: Types.ObjectId, baseRevision: number, content: PlanContent): Promise<SavedPlanOutcome> {
    return serial.run(planId.toHexString(), async () => {
      const current = await plans.findById(planId).lean();
      if (!current) throw invalidLink();
      if (current.revision !== baseRevision) throw new StalePlanError(current.revision);
      const id = planId.toHexString();
      const claim = await deps.claims.claim(id, baseRevision);
      // Another process is saving over this revision right now: this save is the stale one.
      if (claim === 'taken') throw new StalePlanError(baseRevision + 1);
      const progress = { savedOver: false };
      try {
        return await saveOver(current, baseRevision, content, claim === 'claimed', progress);
      } catch (error) {
        // Nothing was saved over the revision: the next save may claim it at once. Once it was,
        // the claim stays until it lapses, so a process still holding the old revision loses.
        if (!progress.savedOver) await deps.claims.release(id, baseRevision);
        throw error;
      }
    });
  }

  /** The save itself, over a revision this process holds: `claimed` in Redis, else checked in the update's filter. */
  async function saveOver(
    current: PlanDocument,
    baseRevision: number,
    content: PlanContent,
    claimed: boolean,
    progress: { savedOver: boolean },
  ): Promise<SavedPlanOutcome> {
    const planId = current._id;
    const stored = plainContent(content);
    // The pricing and every read the answer needs, side by side.
    const [figures, around] = await Promise.all([price(stored), surroundings(current, stored)]);
    const { latest } = around;
    const changed = !latest || figuresChanged(latest, figures);
    const now = new Date();
    let version: PlanVersionDocument | null = null;
    if (changed) {
      version = newVersionDoc(planId, current.latestVersion + 1, stored, figures, now);
      try {
        await versions.create(version);
      } catch (error) {
        // Another process made that version from the same revision first: this save lost.
        if (isDuplicateKeyError(error)) throw new StalePlanError((await plans.findById(planId, { revision: 1 }).lean())?.revision ?? current.revision);
        throw error;
      }
    }
    const latestVersion = version?.number ?? current.latestVersion;
    const ownerEmail = ownerEmailOf(stored) ?? current.ownerEmail;
    const set: Partial<PlanDocument> = {
      ownerEmail,
      revision: baseRevision + 1,
      updatedAt: now,
      touchedAt: now,
      retentionWarnedAt: null,
      ...summaryOf(stored),
      ...(version
        ? {
            latestVersion,
            versions: [...current.versions, entryOf(version)],
            subtotal: version.subtotal,
            grandTotal: version.grandTotal,
            status: planStatus({ ...current, latestVersion }, now),
          }
        : {}),
    };
    const written = await plans.updateOne(claimed ? { _id: planId } : { _id: planId, revision: baseRevision }, { $set: set });
    if (written.matchedCount === 0) {
      if (version) await versions.deleteOne({ _id: version._id });
      const now2 = await plans.findById(planId, { revision: 1 }).lean();
      if (!now2) throw invalidLink();
      throw new StalePlanError(now2.revision);
    }
    progress.savedOver = true;
    // The revision is claimed; the inputs follow. Without transactions a crash between the two
    // loses this one save's inputs, never a version (docs/saved-plans.md#storage).
    await contents.updateOne({ _id: planId }, { $set: { content: stored } }, { upsert: true });
    const answered = { ...around, latest: version ? figures : latest };
    return { plan: await savedPlan({ ...current, ...set }, now, answered), newVersion: version !== null };
  }

  /** Deletes the plan and everything stored about it: versions, links, answers, quotes and their PDFs. */
  async function deletePlan(planId: Types.ObjectId): Promise<void> {
    await serial.run(planId.toHexString(), async () => {
      // The plan first: from here on no link opens it, whatever happens to the rest.
      await plans.deleteOne({ _id: planId });
      const id = planId.toHexString();
      const made = await deps.quotes.find({ planId: id }, { pdfFileId: 1 }).lean<Array<{ pdfFileId: string | null }>>();
      await Promise.all([
        contents.deleteOne({ _id: planId }),
        links.deleteMany({ planId }),
        versions.deleteMany({ planId }),
        shares.deleteMany({ planId }),
        responses.deleteMany({ planId }),
        ...made.flatMap((quote) => (quote.pdfFileId ? [deps.pdfFiles.delete(quote.pdfFileId)] : [])),
      ]);
      await deps.quotes.deleteMany({ planId: id });
    });
  }

  return {
    models,
    serial,
    ownerEmailOf,
    price,

    async createPlan(content: PlanContent) {
      const ownerEmail = ownerEmailOf(content);
      // Named at the field step 1 fills, like a schema's refusal, so a client can show it there.
      if (!ownerEmail) {
        throw new AppError('BAD_REQUEST', OWNER_EMAIL_MISSING_MESSAGE, [{ path: 'content.eventDetails.emailAddress', message: OWNER_EMAIL_MISSING_MESSAGE }]);
      }
      return insertPlan(content, ownerEmail);
    },

    insertPlan,

    /** The plan an edit token opens, or null; the hash is confirmed in constant time. */
    async openByEditToken(token: string): Promise<PlanDocument | null> {
      if (!isPlanTokenShape(token)) return null;
      const hash = hashPlanToken(token);
      const link = await links.findById(hash).lean();
      if (!link || link.shareId !== null) return null;
      // The plan's own list is what counts: a link beyond the newest ten no longer opens it.
      const plan = await plans.findById(link.planId).lean();
      if (!plan || !plan.editTokenHashes.some((stored) => planTokenHashesMatch(hash, stored))) return null;
      return plan;
    },

    /** The live share a share token opens, with its plan, or null. */
    async openShare(token: string, now = new Date()): Promise<{ share: PlanShareDocument; plan: PlanDocument } | null> {
      if (!isPlanTokenShape(token)) return null;
      const hash = hashPlanToken(token);
      const link = await links.findById(hash).lean();
      if (!link?.shareId) return null;
      const share = await shares.findById(link.shareId).lean();
      if (!share || !planTokenHashesMatch(hash, share.tokenHash) || share.revokedAt || (share.expiresAt && share.expiresAt <= now)) return null;
      const plan = await plans.findById(share.planId).lean();
      return plan ? { share, plan } : null;
    },

    savedPlan,
    refreshStatus,
    updatePlan,
    deletePlan,

    /** Plans saved for an address since a moment: read by the owner index, then counted. */
    async plansCreatedSince(ownerEmail: string, since: Date): Promise<number> {
      return plans.countDocuments({ ownerEmail, createdAt: { $gte: since } });
    },

    /** Any owner action keeps the plan: the retention count starts again and a warning is void. */
    async touch(planId: Types.ObjectId, now = new Date()): Promise<void> {
      await plans.updateOne({ _id: planId }, { $set: { touchedAt: now, retentionWarnedAt: null } });
    },

    async version(planId: Types.ObjectId, number: number): Promise<PlanVersionDocument | null> {
      return versions.findById(planVersionId(planId, number)).lean();
    },

    contentOf,

    /** Records the quote made from a version, on the version and in the plan's list of versions. */
    async setVersionQuoteNumber(planId: Types.ObjectId, number: number, quoteNumber: string): Promise<void> {
      await versions.updateOne({ _id: planVersionId(planId, number) }, { $set: { quoteNumber } });
      await serial.run(planId.toHexString(), async () => {
        const plan = await plans.findById(planId, { versions: 1 }).lean();
        if (!plan) return;
        const listed = plan.versions.map((entry) => (entry.number === number ? { ...entry, quoteNumber } : entry));
        await plans.updateOne({ _id: planId }, { $set: { versions: listed } });
      });
    },

    /** A fresh edit link for the plan; the oldest beyond MAX_EDIT_TOKENS stop working. */
    async mintEditToken(planId: Types.ObjectId): Promise<string> {
      const edit = issuePlanToken();
      await serial.run(planId.toHexString(), async () => {
        const plan = await plans.findById(planId, { editTokenHashes: 1 }).lean();
        if (!plan) throw invalidLink();
        const now = new Date();
        const kept = [...plan.editTokenHashes, edit.hash].slice(-MAX_EDIT_TOKENS);
        await links.create({ _id: edit.hash, planId, shareId: null });
        await plans.updateOne({ _id: planId }, { $set: { editTokenHashes: kept, touchedAt: now, retentionWarnedAt: null } });
        const dropped = plan.editTokenHashes.filter((hash) => !kept.includes(hash));
        if (dropped.length > 0) await links.deleteMany({ _id: { $in: dropped } });
      });
      return edit.token;
    },

    async createShare(planId: Types.ObjectId, label: string, expiresInDays: number | null): Promise<{ share: PlanShareDocument; token: string }> {
      const issued = issuePlanToken();
      const now = new Date();
      const share: PlanShareDocument = {
        _id: new Types.ObjectId(),
        planId,
        tokenHash: issued.hash,
        label,
        createdAt: now,
        expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * 86_400_000) : null,
        revokedAt: null,
      };
      await shares.create(share);
      await links.create({ _id: issued.hash, planId, shareId: share._id });
      await serial.run(planId.toHexString(), () => refreshStatus(planId, now));
      return { share, token: issued.token };
    },

    /** Revokes a share of this plan; false when the plan has no share with that id. */
    async revokeShare(planId: Types.ObjectId, shareId: string): Promise<boolean> {
      const now = new Date();
      const found = await shares.findOne({ _id: new Types.ObjectId(shareId), planId }, { revokedAt: 1 }).lean();
      if (!found) return false;
      if (!found.revokedAt) await shares.updateOne({ _id: found._id }, { $set: { revokedAt: now } });
      await serial.run(planId.toHexString(), () => refreshStatus(planId, now));
      return true;
    },

    async addResponse(
      plan: PlanDocument,
      shareId: Types.ObjectId,
      answer: Omit<PlanResponseDocument, '_id' | 'planId' | 'shareId' | 'createdAt'>,
    ): Promise<PlanResponseDocument> {
      const doc: PlanResponseDocument = { _id: new Types.ObjectId(), planId: plan._id, shareId, createdAt: new Date(), ...answer };
      await responses.create(doc);
      await serial.run(plan._id.toHexString(), () => refreshStatus(plan._id, doc.createdAt));
      return doc;
    },

    async responsesOf(planId: Types.ObjectId): Promise<PlanResponseDocument[]> {
      return responses.find({ planId }).sort({ createdAt: 1 }).lean();
    },

    /** Everything stored about the plan; token hashes are left out (docs/saved-plans.md#export-and-deletion). */
    async exportPlan(planId: Types.ObjectId): Promise<PlanExport> {
      const [plan, content, versionDocs, shareDocs, responseDocs, quoteDocs] = await Promise.all([
        plans.findById(planId, { editTokenHashes: 0 }).lean(),
        contents.findById(planId).lean(),
        versions.find({ planId }).sort({ number: 1 }).lean(),
        shares.find({ planId }, { tokenHash: 0 }).sort({ createdAt: 1 }).lean(),
        responses.find({ planId }).sort({ createdAt: 1 }).lean(),
        deps.quotes.find({ planId: planId.toHexString() }).sort({ createdAt: 1 }).lean(),
      ]);
      if (!plan) throw invalidLink();
      return {
        exportedAt: new Date().toISOString(),
        plan: { ...asJson(plan), content: content?.content ?? null, tokens: 'Edit and share links are stored only as hashes, so they are left out.' },
        versions: versionDocs.map(asJson),
        shares: shareDocs.map(asJson),
        responses: responseDocs.map(asJson),
        quotes: quoteDocs.map(asJson),
      };
    },
  };
}

async function planStore(fastify: FastifyInstance) {
  const store = createPlanStore({
    connection: fastify.mongo,
    quotes: fastify.quotes,
    pdfFiles: fastify.pdfFiles,
    showNamed: (name) => fastify.quotePdfMaker.showNamed(name),
    claims: revisionClaims(fastify.redis, `quotes:${fastify.mongo.name}:`),
  });
  await Promise.all(Object.values(store.models).map((model) => model.init()));
  fastify.decorate('planStore', store);
}

export const planStorePlugin = fp(planStore, { name: 'plan-store', fastify: '5.x', dependencies: ['quote-store', 'quote-pdf-maker'] });
