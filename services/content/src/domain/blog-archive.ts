import { htmlToText, type BlogArticle, type BlogListQuery, type Pagination } from '@stallplan/contracts';

/** An article with what a search compares against, worked out once per load. */
interface ArchivedArticle {
  article: BlogArticle;
  author: string;
  /**
   * Title, author and what the reader sees of the content (searching markup would match `strong`
   * or `href`), lower-cased, one per line: a search never contains a line break, so it cannot
   * match across two of them.
   */
  haystack: string;
  signature: Int32Array;
}

/** Every article, newest first, with lookups by id and slug. */
export interface BlogArchive {
  newestFirst: readonly ArchivedArticle[];
  byId: ReadonlyMap<string, ArchivedArticle>;
  bySlug: ReadonlyMap<string, ArchivedArticle>;
}

export interface BlogPage {
  data: BlogArticle[];
  pagination: Pagination;
}

const fold = (text: string) => text.toLowerCase();

/** 1,024 bits, 128 bytes an article. */
const SIGNATURE_WORDS = 32;

/**
 * Which pairs of adjacent characters occur in the text, hashed into a small bit set (a Bloom
 * filter). Text containing the search has every pair the search has, so an article whose set lacks
 * one of the search's bits is skipped without reading it; most misses are answered that way.
 */
export function pairSignature(text: string): Int32Array {
  const bits = new Int32Array(SIGNATURE_WORDS);
  for (let index = 0; index + 1 < text.length; index += 1) {
    const pair = (text.charCodeAt(index) << 16) | text.charCodeAt(index + 1);
    const bit = Math.imul(pair, 0x9e3779b1) >>> 22;
    bits[bit >>> 5] = (bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }
  return bits;
}

function mayContain(signature: Int32Array, wanted: Int32Array): boolean {
  for (let word = 0; word < SIGNATURE_WORDS; word += 1) {
    const bits = wanted[word] ?? 0;
    if (((signature[word] ?? 0) & bits) !== bits) return false;
  }
  return true;
}

/** Newest first; equal times fall back to the id, so the order (and every page) is stable. */
function newerFirst(a: BlogArticle, b: BlogArticle): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function buildArchive(articles: readonly BlogArticle[]): BlogArchive {
  // ISO strings of one format in UTC sort as the times they name.
  const newestFirst = [...articles].sort(newerFirst).map((article) => {
    const haystack = fold(`${article.header}\n${article.author}\n${htmlToText(article.content)}`);
    return { article, author: fold(article.author), haystack, signature: pairSignature(haystack) };
  });
  return {
    newestFirst,
    byId: new Map(newestFirst.map((entry) => [entry.article.id, entry])),
    bySlug: new Map(newestFirst.map((entry) => [entry.article.slug, entry])),
  };
}

/** By id first, then by slug (a slug may look like an id). */
export function findInArchive(archive: BlogArchive, idOrSlug: string): BlogArticle | undefined {
  return (archive.byId.get(idOrSlug) ?? archive.bySlug.get(idOrSlug))?.article;
}

function searchPredicate(search: string | undefined): (entry: ArchivedArticle) => boolean {
  if (search === undefined) return () => true;
  const needle = fold(search.replace(/\s+/g, ' '));
  const wanted = pairSignature(needle);
  return (entry) => mayContain(entry.signature, wanted) && entry.haystack.includes(needle);
}

/**
 * One page of `GET /api/blogs`. The search is the text as typed, case-insensitive, anywhere in the
 * title, the author or the article (so `.*` or `(` are just characters); the author filter is the
 * whole name, case-insensitive. A page past the last is empty, with the true totals.
 */
export function listArchive(archive: BlogArchive, query: BlogListQuery): BlogPage {
  const author = query.author === undefined ? undefined : fold(query.author);
  const matchesSearch = searchPredicate(query.search);
  const matching =
    query.search !== undefined || author !== undefined
      ? archive.newestFirst.filter((entry) => (author === undefined || entry.author === author) && matchesSearch(entry))
      : archive.newestFirst;

  const totalPosts = matching.length;
  const totalPages = Math.ceil(totalPosts / query.limit);
  const start = (query.page - 1) * query.limit;
  const end = Math.min(start + query.limit, totalPosts);
  const data: BlogArticle[] = [];
  for (let index = start; index < end; index += 1) {
    // Oldest first reads the same order from the other end.
    const entry = query.sort === 'desc' ? matching[index] : matching[totalPosts - 1 - index];
    if (entry) data.push(entry.article);
  }
  return {
    data,
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
