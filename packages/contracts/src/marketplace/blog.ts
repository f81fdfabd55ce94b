import { z } from 'zod';
import { defineOptions } from '../enumerations/define-options.js';
import { successResponseSchema } from '../envelope.js';
import { optionalText } from '../shared/input-fields.js';
import { countWords, htmlToText } from './html-text.js';
import { recordVersionSchema } from './record-version.js';
import { queryText, wholeQueryNumber } from '../shared/query-fields.js';

/** Every article is signed by StallPlan, whatever the request says (see docs/marketplace.md#blogs). */
export const BLOG_AUTHOR = 'StallPlan';

// The limits of docs/marketplace.md#writing-articles, both ends allowed (a 200-character title is accepted).
export const BLOG_TITLE_MIN = 5;
export const BLOG_TITLE_MAX = 200;
export const BLOG_CONTENT_MIN = 50;
export const BLOG_CONTENT_MAX = 10_000;
export const BLOG_SLUG_MAX = 200;
export const BLOG_PAGE_SIZE = 6;
export const BLOG_PAGE_SIZE_MAX = 50;
/** Keeps `skip` bounded: 10,000 pages of 50 is far past any real archive. */
export const BLOG_PAGE_MAX = 10_000;
export const BLOG_SEARCH_MAX = 100;
export const BLOG_EXCERPT_LENGTH = 150;
export const READING_WORDS_PER_MINUTE = 200;
export const BLOG_NOT_FOUND_MESSAGE = 'Blog post not found';

export const blogStatusOptions = defineOptions('Status', ['published', 'draft'], { published: 'Published', draft: 'Draft' });
export type BlogStatus = z.infer<typeof blogStatusOptions.schema>;

/** The list's sort select: Newest or Oldest first. */
export const blogSortOptions = defineOptions('Sort', ['desc', 'asc'], { desc: 'Newest', asc: 'Oldest' });
export type BlogSort = z.infer<typeof blogSortOptions.schema>;

/** An article (see docs/marketplace.md#blogs). */
export const blogSchema = z.object({
  id: z.string(),
  header: z.string(),
  /** HTML, sanitised by the content service before it is stored. */
  content: z.string(),
  author: z.string(),
  slug: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  status: blogStatusOptions.schema,
});
export type Blog = z.infer<typeof blogSchema>;

/** A blog as the API answers with it: the stored record and its reading time (see docs/marketplace.md#blog-article), worked out by the server. */
export const blogArticleSchema = blogSchema.extend({
  readingMinutes: z.number().int().min(1),
  /** One more on every write; sent back as `If-Match` so a stale edit is refused (record-version.ts). */
  version: recordVersionSchema,
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/**
 * The slug on create (see docs/marketplace.md#writing-articles): lowercase, keep letters, digits, spaces and hyphens, spaces to hyphens,
 * repeated hyphens collapsed. Accents are folded first (`Café` gives `cafe`) and only ASCII letters
 * kept, so a slug never needs percent-encoding; edge hyphens go too, and a title with nothing left
 * gives `post`.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-$/, '');
  return slug === '' ? 'post' : slug;
}

/** Words divided by 200, rounded up; an article always takes at least a minute (see docs/marketplace.md#blog-article). */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}

/**
 * The card's text: the article without its markup, cut at the last word break at or before `max`
 * characters, with `…` after it when something was cut. A single word longer than `max` is cut
 * where it reaches `max`.
 */
export function blogExcerpt(html: string, max = BLOG_EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const lastBreak = text.lastIndexOf(' ', max);
  const head = (lastBreak > 0 ? text.slice(0, lastBreak) : text.slice(0, max)).replace(/[\s,;:.!?\-–—]+$/, '');
  return `${head === '' ? text.slice(0, max) : head}…`;
}

/**
 * Create and update (see docs/marketplace.md#writing-articles). Title and content are trimmed first; the content's length is that
 * of its HTML. `author` is accepted, as clients send it, and ignored: the server signs with
 * `BLOG_AUTHOR`. `slug` is accepted for the same reason and cleaned with `slugify`; the server
 * derives the slug from the title on create and keeps the stored one on update.
 */
export const blogInputSchema = z.object({
  header: z
    .string({ error: 'Blog title is required' })
    .trim()
    .min(1, { error: 'Blog title is required', abort: true })
    .min(BLOG_TITLE_MIN, 'Blog title must be at least 5 characters')
    .max(BLOG_TITLE_MAX, 'Blog title must be less than 200 characters'),
  content: z
    .string({ error: 'Blog content is required' })
    .trim()
    .min(1, { error: 'Blog content is required', abort: true })
    .min(BLOG_CONTENT_MIN, 'Blog content must be at least 50 characters')
    .max(BLOG_CONTENT_MAX, 'Blog content must be less than 10,000 characters'),
  author: optionalText('Author', 100),
  slug: optionalText('Slug', BLOG_SLUG_MAX).transform((value) => (value === undefined ? undefined : slugify(value))),
});
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogInputData = z.output<typeof blogInputSchema>;

/** The list's paging, with the page and size the server used. */
export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  totalPosts: z.number().int().nonnegative(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `GET /api/blogs`: search matches header, author and content (see docs/marketplace.md#blog-list). */
export const blogListQuerySchema = z.object({
  page: wholeQueryNumber('Page', 1, BLOG_PAGE_MAX, 1),
  limit: wholeQueryNumber('Limit', 1, BLOG_PAGE_SIZE_MAX, BLOG_PAGE_SIZE),
  search: queryText('Search', BLOG_SEARCH_MAX),
  author: queryText('Author', 100),
  sort: blogSortOptions.schema.default('desc'),
});
export type BlogListQueryInput = z.input<typeof blogListQuerySchema>;
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const blogListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(blogArticleSchema).max(BLOG_PAGE_SIZE_MAX),
  pagination: paginationSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogResponseSchema = successResponseSchema(blogArticleSchema);
export type BlogResponse = z.infer<typeof blogResponseSchema>;
