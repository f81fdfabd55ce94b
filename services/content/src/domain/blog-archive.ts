import { htmlToText, type BlogListQuery, type Pagination } from '@stallplan/contracts';

/** An article as read for the archive, once per load. */
export interface ArchiveSource {
  id: string;
  slug: string;
  header: string;
  author: string;
  /** ISO time in UTC, the archive's order. */
  timestamp: string;
  /** The HTML as served: read for the words a reader sees, never kept. */
  content: string;
}

/**
 * What the archive keeps of an article: only what lists, orders and searches need. The body is read
 * from the store when an article is served, so the process does not hold every article's HTML, and
 * nothing here points into the loaded record, which can be collected once the entry is made.
 */
interface ArchivedArticle {
  id: string;
  /** Lower-cased; one string for all the articles of an author. */
  author: string;
  /**
   * Title and what the reader sees of the content (searching markup would match `strong` or
   * `href`), lower-cased, one per line: a search never contains a line break, so it cannot match
   * across the two. The author is searched in `author` rather than repeated here.
   */
  haystack: string;
  /** Where its pair signature starts in the archive's `signatures`. */
  signatureAt: number;
}

/** Every article, newest first, with lookups by id and slug. */
export interface BlogArchive {
  newestFirst: readonly ArchivedArticle[];
  byId: ReadonlyMap<string, ArchivedArticle>;
  bySlug: ReadonlyMap<string, ArchivedArticle>;
  /**
   * Every article's pair signature, `SIGNATURE_WORDS` words each, in one array: a typed array of
   * its own per article would cost more than its bits (two objects and an allocation outside the
   * heap each).
   */
  signatures: Int32Array;
}

/** A page of the list as ids, in the page's order, for the caller to read the articles of. */
export interface ArchivePage {
  ids: string[];
  pagination: Pagination;
}

const fold = (text: string) => text.toLowerCase();

/** 1,024 bits, 128 bytes an article. */
const SIGNATURE_WORDS = 32;

/**
 * Which pairs of adjacent characters occur in the text, hashed into a small bit set (a Bloom
 * filter) written into `bits` from `at`. Text containing the search has every pair the search has,
 * so an article whose set lacks one of the search's bits is skipped without reading it; most misses
 * are answered that way.
 */
function writePairSignature(text: string, bits: Int32Array, at: number): void {
  for (let index = 0; index + 1 < text.length; index += 1) {
    const pair = (text.charCodeAt(index) << 16) | text.charCodeAt(index + 1);
    const bit = Math.imul(pair, 0x9e3779b1) >>> 22;
    const word = at + (bit >>> 5);
    bits[word] = (bits[word] ?? 0) | (1 << (bit & 31));
  }
}

export function pairSignature(text: string): Int32Array {
  const bits = new Int32Array(SIGNATURE_WORDS);
  writePairSignature(text, bits, 0);
  return bits;
}

function mayContain(signatures: Int32Array, at: number, wanted: Int32Array): boolean {
  for (let word = 0; word < SIGNATURE_WORDS; word += 1) {
    const bits = wanted[word] ?? 0;
    if (((signatures[at + word] ?? 0) & bits) !== bits) return false;
  }
  return true;
}

interface DatedEntry {
  timestamp: string;
  slug: string;
  entry: ArchivedArticle;
}

/** Newest first; equal times fall back to the id, so the order (and every page) is stable. */
function newerFirst(a: DatedEntry, b: DatedEntry): number {
  // ISO strings of one format in UTC sort as the times they name.
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? 1 : -1;
  return a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0;
}

/**
 * Takes articles one at a time, so a load can stream them and hold one body at a time rather than
 * all of them, then orders and indexes what it kept.
 */
export class BlogArchiveBuilder {
  readonly #dated: DatedEntry[] = [];
  readonly #authors = new Map<string, string>();
  /** Grown as articles come (a stream does not say how many); cut to size by `build`. */
  #signatures = new Int32Array(SIGNATURE_WORDS * 256);

  add(source: ArchiveSource): void {
    const haystack = fold(`${source.header}\n${htmlToText(source.content)}`);
    const signatureAt = this.#dated.length * SIGNATURE_WORDS;
    if (signatureAt + SIGNATURE_WORDS > this.#signatures.length) {
      const grown = new Int32Array(this.#signatures.length * 2);
      grown.set(this.#signatures);
      this.#signatures = grown;
    }
    writePairSignature(haystack, this.#signatures, signatureAt);
    const entry = { id: source.id, author: this.#folded(source.author), haystack, signatureAt };
    this.#dated.push({ timestamp: source.timestamp, slug: source.slug, entry });
  }

  build(): BlogArchive {
    const signatures = this.#signatures.slice(0, this.#dated.length * SIGNATURE_WORDS);
    const sorted = this.#dated.sort(newerFirst);
    const newestFirst = sorted.map(({ entry }) => entry);
    return {
      newestFirst,
      byId: new Map(newestFirst.map((entry) => [entry.id, entry])),
      bySlug: new Map(sorted.map(({ slug, entry }) => [slug, entry])),
      signatures,
    };
  }

  /** Every article is signed by the same few authors: one folded string each, not one per article. */
  #folded(author: string): string {
    let folded = this.#authors.get(author);
    if (folded === undefined) {
      folded = fold(author);
      this.#authors.set(author, folded);
    }
    return folded;
  }
}

export function buildArchive(sources: Iterable<ArchiveSource>): BlogArchive {
  const builder = new BlogArchiveBuilder();
  for (const source of sources) builder.add(source);
  return builder.build();
}

/** The article's id, by id first, then by slug (a slug may look like an id). */
export function findInArchive(archive: BlogArchive, idOrSlug: string): string | undefined {
  return (archive.byId.get(idOrSlug) ?? archive.bySlug.get(idOrSlug))?.id;
}

function searchPredicate(archive: BlogArchive, search: string | undefined): (entry: ArchivedArticle) => boolean {
  if (search === undefined) return () => true;
  const needle = fold(search.replace(/\s+/g, ' '));
  const wanted = pairSignature(needle);
  return (entry) => entry.author.includes(needle) || (mayContain(archive.signatures, entry.signatureAt, wanted) && entry.haystack.includes(needle));
}

/**
 * One page of `GET /api/blogs`, as ids. The search is the text as typed, case-insensitive, anywhere
 * in the title, the author or the article (so `.*` or `(` are just characters); the author filter
 * is the whole name, case-insensitive. A page past the last is empty, with the true totals.
 */
export function listArchive(archive: BlogArchive, query: BlogListQuery): ArchivePage {
  const author = query.author === undefined ? undefined : fold(query.author);
  const matchesSearch = searchPredicate(archive, query.search);
  const matching =
    query.search !== undefined || author !== undefined
      ? archive.newestFirst.filter((entry) => (author === undefined || entry.author === author) && matchesSearch(entry))
      : archive.newestFirst;

  const totalPosts = matching.length;
  const totalPages = Math.ceil(totalPosts / query.limit);
  const start = (query.page - 1) * query.limit;
  const end = Math.min(start + query.limit, totalPosts);
  const ids: string[] = [];
  for (let index = start; index < end; index += 1) {
    // Oldest first reads the same order from the other end.
    const entry = query.sort === 'desc' ? matching[index] : matching[totalPosts - 1 - index];
    if (entry) ids.push(entry.id);
  }
  return {
    ids,
    pagination: {
      page: query.page,
      limit: query.limit,
      totalPages,
      totalPosts,
      hasPreviousPage: query.page > 1,
      hasNextPage: query.page < totalPages,
    },
  };
}
