import { describe, expect, it } from 'vitest';
import { BLOG_AUTHOR, blogExcerpt, blogInputSchema, blogListQuerySchema, blogListResponseSchema, blogSchema, readingMinutes, slugify } from './blog.js';

const content = '<p>Plan the stall early, book the space and agree the design with the builder.</p>';
const messageFor = (input: unknown) => blogInputSchema.safeParse(input).error?.issues[0]?.message;

describe('blogSchema', () => {
  it('accepts a stored article', () => {
    const blog = {
      id: '665f1c2e9b1e8a0012345678',
      header: 'Top 10 Booth Ideas',
      content,
      author: BLOG_AUTHOR,
      slug: 'top-10-booth-ideas',
      timestamp: '2025-03-01T10:00:00.000Z',
      status: 'published',
    };
    expect(blogSchema.parse(blog)).toEqual(blog);
    expect(blogSchema.safeParse({ ...blog, status: 'archived' }).success).toBe(false);
  });
});

describe('blogInputSchema', () => {
  it('trims title and content and cleans a given slug', () => {
    const parsed = blogInputSchema.parse({ header: '  Top 10 Booth Ideas  ', content: `  ${content}  `, author: 'Someone', slug: 'My Slug!' });
    expect(parsed).toEqual({ header: 'Top 10 Booth Ideas', content, author: 'Someone', slug: 'my-slug' });
  });

  it('refuses a missing, short or long title with the documented wording', () => {
    expect(messageFor({ content })).toBe('Blog title is required');
    expect(messageFor({ header: '   ', content })).toBe('Blog title is required');
    expect(messageFor({ header: 'Tips', content })).toBe('Blog title must be at least 5 characters');
    expect(messageFor({ header: 'x'.repeat(201), content })).toBe('Blog title must be less than 200 characters');
    expect(blogInputSchema.safeParse({ header: 'x'.repeat(200), content }).success).toBe(true);
    expect(blogInputSchema.safeParse({ header: ' Tips! ', content }).success).toBe(true);
  });

  it('refuses missing, short or long content with the documented wording, counting the HTML', () => {
    expect(messageFor({ header: 'A fine title' })).toBe('Blog content is required');
    expect(messageFor({ header: 'A fine title', content: '  ' })).toBe('Blog content is required');
    expect(messageFor({ header: 'A fine title', content: 'Too short to publish.' })).toBe('Blog content must be at least 50 characters');
    expect(messageFor({ header: 'A fine title', content: 'x'.repeat(10_001) })).toBe('Blog content must be less than 10,000 characters');
    expect(blogInputSchema.safeParse({ header: 'A fine title', content: `<p>${'x'.repeat(43)}</p>` }).success).toBe(true);
  });
});

describe('slugify', () => {
  it('follows the slug rule: lowercase, punctuation dropped, spaces to hyphens', () => {
    expect(slugify('Top 10 Booth Ideas!!')).toBe('top-10-booth-ideas');
  });

  it('collapses repeated spaces and hyphens and trims them at the edges', () => {
    expect(slugify('  Stall   design -- the   basics  ')).toBe('stall-design-the-basics');
    expect(slugify('- Why - exhibit? -')).toBe('why-exhibit');
  });

  it('folds accents and falls back to "post" when nothing is left', () => {
    expect(slugify('Café Expo 2025')).toBe('cafe-expo-2025');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('प्रदर्शनी')).toBe('post');
  });

  it('keeps slugs within 200 characters, without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(199)} b`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('divides the visible words by 200 and rounds up', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(100)}</h2><p>${words(300)}</p>`)).toBe(2);
  });

  it('is at least one minute, and ignores markup and scripts', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<script>${words(1000)}</script><p>Hi</p>`)).toBe(1);
  });
});

describe('blogExcerpt', () => {
  it('returns short text whole, without the tags', () => {
    expect(blogExcerpt('<p>Book <strong>early</strong>.</p><p>Save money.</p>')).toBe('Book early. Save money.');
  });

  it('cuts at the last word break at or before the limit and adds an ellipsis', () => {
    expect(blogExcerpt('<p>alpha beta gamma delta</p>', 12)).toBe('alpha beta…');
    expect(blogExcerpt('<p>alpha beta gamma delta</p>', 10)).toBe('alpha beta…');
    expect(blogExcerpt('<p>alpha, beta gamma</p>', 8)).toBe('alpha…');
  });

  it('cuts a single long word at the limit', () => {
    expect(blogExcerpt('x'.repeat(20), 5)).toBe('xxxxx…');
  });

  it('reads entities and keeps a lone < as text', () => {
    expect(blogExcerpt('<p>Costs &amp; tips: 3 &lt; 5&nbsp;and a < b</p>')).toBe('Costs & tips: 3 < 5 and a < b');
  });

  it('stays quick on hostile markup', () => {
    const started = Date.now();
    blogExcerpt('<a'.repeat(5000));
    blogExcerpt('<script>'.repeat(2000));
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('blogListQuerySchema', () => {
  it('fills the defaults: page 1, six per page, newest first', () => {
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, limit: 6, sort: 'desc' });
  });

  it('reads query text and drops a blank search', () => {
    expect(blogListQuerySchema.parse({ page: '3', limit: '12', search: '  booth ', author: '', sort: 'asc' })).toEqual({
      page: 3,
      limit: 12,
      search: 'booth',
      sort: 'asc',
    });
  });

  it('refuses pages below 1, pages of more than 50 and long searches', () => {
    expect(blogListQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be at least 1.');
    expect(blogListQuerySchema.safeParse({ page: 'two' }).error?.issues[0]?.message).toBe('Page must be a whole number.');
    expect(blogListQuerySchema.safeParse({ limit: '51' }).error?.issues[0]?.message).toBe('Limit must be at most 50.');
    expect(blogListQuerySchema.safeParse({ search: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('Search must be at most 100 characters.');
    expect(blogListQuerySchema.safeParse({ sort: 'newest' }).success).toBe(false);
  });
});

describe('blogListResponseSchema', () => {
  it('accepts a page with its pagination', () => {
    const page = {
      success: true,
      data: [],
      pagination: { page: 1, limit: 6, totalPages: 0, totalPosts: 0, hasPreviousPage: false, hasNextPage: false },
    };
    expect(blogListResponseSchema.parse(page)).toEqual(page);
  });
});
