import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  BLOG_AUTHOR,
  BLOG_CONTENT_MIN,
  FIRST_VERSION,
  readingMinutes,
  slugify,
  type BlogArticle,
  type BlogListQuery,
  type Pagination,
} from '@stallplan/contracts';
import { AppError, isDuplicateKeyError, KeptWithCopy, OBJECT_ID_PATTERN, SerialByKey, writeVersioned } from '@stallplan/service-kit';
import { BlogArchiveBuilder, findInArchive, listArchive, type ArchiveSource, type BlogArchive } from '../../domain/blog-archive.js';
import { RevisionedSnapshot } from '../../domain/revisioned-snapshot.js';
import { sanitizeBlogHtml, SANITIZER_VERSION } from '../../domain/sanitize-blog-html.js';
import { slugFamilyPattern, uniqueSlug } from '../../domain/unique-slug.js';
import { blogModel, type BlogRecord } from '../../models/blog-model.js';
import { serviceStateModel } from '../../models/service-state-model.js';

declare module 'fastify' {
  interface FastifyInstance {
    blogRepository: BlogRepository;
  }
}

/** Title and content as validated by the contract (trimmed, within the limits of docs/marketplace.md#writing-articles). */
export interface BlogDraft {
  header: string;
  content: string;
}

/** An article loaded in bulk (demo data, benchmarks) with its slug and date already chosen. */
export interface ImportedBlog extends BlogDraft {
  slug: string;
  createdAt?: Date;
}

/** One page of the list, the articles in full. */
export interface BlogPage {
  data: BlogArticle[];
  pagination: Pagination;
}

/** Some of an article's title and content: what a PATCH sends; a PUT sends both. */
export type BlogChanges = Partial<BlogDraft>;

/**
 * What a write came to. `stale`: the request named a version (If-Match) that is no longer the
 * stored one, and nothing was written.
 */
export type BlogWriteOutcome = { kind: 'written'; article: BlogArticle } | { kind: 'not-found' } | { kind: 'stale'; currentVersion: number };

export interface BlogRepository {
  list(query: BlogListQuery): Promise<BlogPage>;
  /** By id or slug; null when there is none. */
  find(idOrSlug: string): Promise<BlogArticle | null>;
  create(draft: BlogDraft): Promise<BlogArticle>;
  /**
   * Changes the title, the content or both; slug, author, date and status stay. With
   * `expectedVersion`, only that version is changed.
   */
  update(idOrSlug: string, changes: BlogChanges, expectedVersion?: number): Promise<BlogWriteOutcome>;
  remove(idOrSlug: string): Promise<BlogArticle | null>;
  /** Which of these slugs are taken. */
  existingSlugs(slugs: readonly string[]): Promise<Set<string>>;
  /** Inserts the articles whose slug is free and returns how many were inserted. */
  importMany(posts: readonly ImportedBlog[]): Promise<number>;
}

const REVISION_ID = 'blogs';
/** Reload the in-memory copy at least this often, in case a write's revision bump was lost. */
const SNAPSHOT_MAX_AGE_MS = 60_000;
/** Tries at a free slug when another request takes the chosen one between the check and the write. */
const SLUG_ATTEMPTS = 5;
const IMPORT_BATCH = 500;
/** What the in-memory copy is built from; `sanitizerVersion` because its text is searched as served. */
const ARCHIVE_FIELDS = { header: 1, content: 1, author: 1, slug: 1, createdAt: 1, sanitizerVersion: 1 } as const;
type ArchiveRecord = Pick<BlogRecord, '_id' | keyof typeof ARCHIVE_FIELDS>;
/** Articles kept with the in-memory copy for the pages that read them: the first dozen pages. */
const ARTICLES_KEPT = 120;
/** Records per round trip while loading: bounds how many bodies are held at once. */
const LOAD_BATCH = 250;

/**
 * The stored HTML, cleaned by the current policy. The contract measured the submitted HTML; what
 * is left once scripts and the like are gone must still be an article.
 */
function cleanContent(content: string): string {
  const clean = sanitizeBlogHtml(content);
  const problem = clean === '' ? 'Blog content is required' : clean.length < BLOG_CONTENT_MIN ? 'Blog content must be at least 50 characters' : undefined;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'content', message: problem }]);
  return clean;
}

/** The content as served: content from an older sanitiser policy is cleaned again. */
function servedContent(record: Pick<BlogRecord, 'content' | 'sanitizerVersion'>): string {
  return record.sanitizerVersion === SANITIZER_VERSION ? record.content : sanitizeBlogHtml(record.content);
}

/** The API's view of a stored article. */
function toArticle(record: BlogRecord): BlogArticle {
  const content = servedContent(record);
  return {
    id: String(record._id),
    header: record.header,
    content,
    author: record.author,
    slug: record.slug,
    timestamp: record.createdAt.toISOString(),
    status: record.status,
    readingMinutes: readingMinutes(content),
    version: record.version ?? FIRST_VERSION,
  };
}

/** An id or a slug, as the routes accept it. */
function byIdOrSlug(idOrSlug: string) {
  return OBJECT_ID_PATTERN.test(idOrSlug) ? { $or: [{ _id: idOrSlug }, { slug: idOrSlug }] } : { slug: idOrSlug };
}

/** What the archive reads of a record: the content as served, for its text to be searched. */
function toArchiveSource(record: ArchiveRecord): ArchiveSource {
  return {
    id: String(record._id),
    slug: record.slug,
    header: record.header,
    author: record.author,
    timestamp: record.createdAt.toISOString(),
    content: servedContent(record),
  };
}

/**
 * Articles in Mongo, listed and searched through an in-memory copy of the archive. FerretDB v1
 * answers any filter or sort but `_id` by reading every document (no `$text`, no index use), which
 * at a few thousand articles costs hundreds of milliseconds per query; the copy answers lists,
 * searches and lookups in memory and is checked against a revision number (one tiny read by `_id`)
 * on every request, so writes through any instance show at once. The copy holds no article's body:
 * an article is read by `_id` when asked for, and a page's articles when first listed (keptArticles).
 */
async function blogRepositoryPlugin(fastify: FastifyInstance) {
  const blogs = blogModel(fastify.mongo);
  const state = serviceStateModel(fastify.mongo);
  // The unique slug index must exist before the first write relies on it.
  await blogs.init();

  /** Every article, a batch at a time, so the load never holds every body at once. */
  async function loadArchive(): Promise<BlogArchive> {
    const builder = new BlogArchiveBuilder();
    for await (const record of blogs.find({}, ARCHIVE_FIELDS).lean<ArchiveRecord[]>().batchSize(LOAD_BATCH).cursor()) {
      builder.add(toArchiveSource(record));
    }
    return builder.build();
  }

  /**
   * The stored articles, in the order of `ids`. One read by `_id` each, side by side: FerretDB
   * answers `$in` by reading the whole collection (about 300 ms at 2,000 articles). An article
   * deleted since the copy was made is left out.
   */
  async function readArticles(ids: readonly string[]): Promise<BlogArticle[]> {
    const records = await Promise.all(ids.map((id) => blogs.findById(id).lean<BlogRecord>()));
    return records.flatMap((record) => (record ? [toArticle(record)] : []));
  }

  const snapshot = new RevisionedSnapshot<BlogArchive>(
    {
      readRevision: async () => (await state.findById(REVISION_ID, { revision: 1 }).lean())?.revision ?? 0,
      load: loadArchive,
    },
    { maxAgeMs: SNAPSHOT_MAX_AGE_MS },
  );

  async function changed(): Promise<void> {
    try {
      await state.updateOne({ _id: REVISION_ID }, { $inc: { revision: 1 } }, { upsert: true });
    } finally {
      snapshot.invalidate();
    }
  }

  const writesInTurn = new SerialByKey();

  // The blog's first pages are what most visitors read: the articles read for a page are kept with
  // the in-memory copy they were listed from, up to ARTICLES_KEPT, and go when it reloads after a
  // write, so a page is never staler than the list it belongs to.
  const keptArticles = new KeptWithCopy<BlogArchive, BlogArticle>(ARTICLES_KEPT, (article) => article.id);

  const repository: BlogRepository = {
    async list(query) {
      const archive = await snapshot.get();
      const { ids, pagination } = listArchive(archive, query);
      return { data: await keptArticles.get(archive, ids, readArticles), pagination };
    },

    async find(idOrSlug) {
      const id = findInArchive(await snapshot.get(), idOrSlug);
      if (id === undefined) return null;
      const [article] = await readArticles([id]);
      return article ?? null;
    },

    async create(draft) {
      const content = cleanContent(draft.content);
      const base = slugify(draft.header);
      for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
        const family = await blogs.find({ slug: { $regex: slugFamilyPattern(base) } }, { slug: 1 }).lean();
        const slug = uniqueSlug(base, new Set(family.map((record) => record.slug)));
        try {
          const created = await blogs.create({
            header: draft.header,
            content,
            author: BLOG_AUTHOR,
            slug,
            status: 'published',
            sanitizerVersion: SANITIZER_VERSION,
          });
          await changed();
          return toArticle(created.toObject());
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      throw new AppError('CONFLICT', 'Another article with the same title was published at the same moment. Please try again.');
    },

    async update(idOrSlug, changes, expectedVersion) {
      const $set: Partial<BlogRecord> = {
        ...(changes.header === undefined ? {} : { header: changes.header }),
        ...(changes.content === undefined ? {} : { content: cleanContent(changes.content), sanitizerVersion: SANITIZER_VERSION }),
      };
      const found = await blogs.findOne(byIdOrSlug(idOrSlug), { _id: 1 }).lean<Pick<BlogRecord, '_id'>>();
      if (!found) return { kind: 'not-found' };
      const { _id } = found;
      // FerretDB v1 reads and writes back the whole document with no transaction: see SerialByKey.
      return writesInTurn.run(String(_id), async () => {
        const outcome = await writeVersioned<BlogRecord>(
          {
            updateVersioned: (version) =>
              blogs.findOneAndUpdate({ _id, version: version ?? { $exists: true } }, { $set, $inc: { version: 1 } }, { new: true }).lean<BlogRecord>(),
            updateUnversioned: () =>
              blogs.findOneAndUpdate({ _id, version: { $exists: false } }, { $set: { ...$set, version: FIRST_VERSION + 1 } }, { new: true }).lean<BlogRecord>(),
            currentVersion: async () => {
              const current = await blogs.findById(_id, { version: 1 }).lean<Pick<BlogRecord, 'version'>>();
              return current ? (current.version ?? FIRST_VERSION) : null;
            },
          },
          expectedVersion,
        );
        if (outcome.kind !== 'written') return outcome;
        await changed();
        return { kind: 'written', article: toArticle(outcome.record) };
      });
    },

    async remove(idOrSlug) {
      const removed = await blogs.findOneAndDelete(byIdOrSlug(idOrSlug)).lean<BlogRecord>();
      if (!removed) return null;
      await changed();
      return toArticle(removed);
    },

    async existingSlugs(slugs) {
      if (slugs.length === 0) return new Set();
      const found = await blogs.find({ slug: { $in: [...slugs] } }, { slug: 1 }).lean();
      return new Set(found.map((record) => record.slug));
    },

    async importMany(posts) {
      let inserted = 0;
      try {
        for (let start = 0; start < posts.length; start += IMPORT_BATCH) {
          const batch = posts.slice(start, start + IMPORT_BATCH).map((post) => ({
            header: post.header,
            content: sanitizeBlogHtml(post.content),
            author: BLOG_AUTHOR,
            slug: post.slug,
            status: 'published' as const,
            sanitizerVersion: SANITIZER_VERSION,
            ...(post.createdAt ? { createdAt: post.createdAt, updatedAt: post.createdAt } : {}),
          }));
          try {
            // Unordered, so one taken slug does not stop the rest of the batch.
            const result = await blogs.insertMany(batch, { ordered: false, rawResult: true });
            inserted += result.insertedCount;
          } catch (error) {
            if (!isDuplicateKeyError(error)) throw error;
            inserted += (error as { insertedDocs?: unknown[] }).insertedDocs?.length ?? 0;
          }
        }
      } finally {
        // Batches already in must show even when a later one fails.
        if (inserted > 0) await changed();
      }
      return inserted;
    },
  };

  fastify.decorate('blogRepository', repository);
}

export const blogRepository = fp(blogRepositoryPlugin, {
  name: 'blog-repository',
  dependencies: ['stallplan-mongo'],
  fastify: '5.x',
});
