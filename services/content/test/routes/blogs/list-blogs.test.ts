import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BLOG_AUTHOR, type BlogArticle, type Pagination } from '@stallplan/contracts';
import { buildContent, closeContent } from '../../helper.js';

const filler = (n: number) => `<p>Filler article ${n} talks about aisles, carpets and footfall at a busy trade fair.</p>`;

/** Thirteen articles a day apart (two sharing a time, to check that pages never overlap). */
const articles = [
  {
    slug: 'shell-scheme-basics',
    header: 'Shell Scheme Basics',
    content: '<p>Walls, carpet and a fascia come with every shell scheme stall we know of.</p>',
    day: 1,
  },
  {
    slug: 'regex-pitfalls',
    header: 'Regex (.*) Pitfalls',
    content: '<p>Searching for a+b or [group] must be literal, whatever the engine underneath.</p>',
    day: 2,
  },
  {
    slug: 'lead-capture',
    header: 'Lead Capture',
    content: '<p>Use the BADGE Scanner app from the organiser, then <strong>follow up</strong> within the week.</p>',
    day: 3,
  },
  ...Array.from({ length: 10 }, (_, i) => ({ slug: `filler-${i + 1}`, header: `Filler number ${i + 1}`, content: filler(i + 1), day: 4 + Math.min(i, 8) })),
];

interface ListBody {
  success: boolean;
  data: BlogArticle[];
  pagination: Pagination;
}

describe('GET /api/blogs', () => {
  let app: FastifyInstance;
  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/blogs${query}` });
    return { status: res.statusCode, body: res.json<ListBody>() };
  };
  const slugsOf = (body: ListBody) => body.data.map((article) => article.slug);

  beforeAll(async () => {
    app = await buildContent();
    const inserted = await app.blogRepository.importMany(
      articles.map(({ day, ...article }) => ({ ...article, createdAt: new Date(Date.UTC(2025, 0, day, 6)) })),
    );
    expect(inserted).toBe(articles.length);
  });
  afterAll(async () => {
    await closeContent(app);
  });

  describe('pagination', () => {
    it('gives six of the newest first by default, with the totals', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(6);
      expect(body.pagination).toEqual({ page: 1, limit: 6, totalPages: 3, totalPosts: 13, hasPreviousPage: false, hasNextPage: true });
      const times = body.data.map((article) => article.timestamp);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('serves every article in full, signed by the product, with its reading time', async () => {
      const { body } = await list('?search=lead%20capture');
      expect(body.data).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f]{24}$/),
          header: 'Lead Capture',
          content: articles[2]?.content,
          author: BLOG_AUTHOR,
          slug: 'lead-capture',
          timestamp: '2025-01-03T06:00:00.000Z',
          status: 'published',
          readingMinutes: 1,
          version: 1,
        },
      ]);
    });

    it('gives the rest on the last page', async () => {
      const { body } = await list('?page=3');
      expect(body.data).toHaveLength(1);
      expect(body.pagination).toMatchObject({ page: 3, totalPages: 3, totalPosts: 13, hasPreviousPage: true, hasNextPage: false });
    });

    it('answers a page past the last with no articles and the true totals, not an error', async () => {
      const { status, body } = await list('?page=9');
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.pagination).toEqual({ page: 9, limit: 6, totalPages: 3, totalPosts: 13, hasPreviousPage: true, hasNextPage: false });
    });

    it('never repeats or skips an article across pages, even when two share a time', async () => {
      const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list(`?limit=3&page=${page}`)));
      const slugs = pages.flatMap(({ body }) => slugsOf(body));
      expect(slugs).toHaveLength(13);
      expect(new Set(slugs).size).toBe(13);
    });

    it('accepts the limit bounds, 1 and 50', async () => {
      expect((await list('?limit=1')).body.pagination).toMatchObject({ limit: 1, totalPages: 13 });
      const all = await list('?limit=50');
      expect(all.body.data).toHaveLength(13);
      expect(all.body.pagination).toMatchObject({ limit: 50, totalPages: 1, hasNextPage: false });
    });

    it.each([
      ['?limit=0', 'Limit must be at least 1.'],
      ['?limit=51', 'Limit must be at most 50.'],
      ['?limit=six', 'Limit must be a whole number.'],
      ['?limit=2.5', 'Limit must be a whole number.'],
      ['?page=0', 'Page must be at least 1.'],
      ['?page=-1', 'Page must be at least 1.'],
      ['?sort=newest', 'Sort must be one of: desc, asc.'],
      [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters.'],
    ])('refuses %s with 400 and a sentence', async (query, sentence) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false });
      expect((body as unknown as { error: string }).error).toContain(sentence);
    });
  });

  describe('sorting', () => {
    it('puts the oldest first with sort=asc', async () => {
      const { body } = await list('?sort=asc&limit=3');
      expect(slugsOf(body)).toEqual(['shell-scheme-basics', 'regex-pitfalls', 'lead-capture']);
    });

    it('puts the newest first with sort=desc, the exact reverse of asc', async () => {
      const desc = await list('?sort=desc&limit=50');
      const asc = await list('?sort=asc&limit=50');
      expect(slugsOf(desc.body).at(-1)).toBe('shell-scheme-basics');
      expect(slugsOf(desc.body)).toEqual([...slugsOf(asc.body)].reverse());
    });
  });

  describe('search', () => {
    it('matches the title, whatever the case', async () => {
      const { body } = await list('?search=shell%20SCHEME');
      expect(slugsOf(body)).toEqual(['shell-scheme-basics']);
      expect(body.pagination.totalPosts).toBe(1);
    });

    it('matches the article text, whatever the case', async () => {
      const { body } = await list('?search=badge%20scanner');
      expect(slugsOf(body)).toEqual(['lead-capture']);
    });

    it('matches the author', async () => {
      const { body } = await list(`?search=${BLOG_AUTHOR.toUpperCase()}`);
      expect(body.pagination.totalPosts).toBe(13);
    });

    it('pages through the matches', async () => {
      const { body } = await list('?search=filler&page=2');
      expect(body.data).toHaveLength(4);
      expect(body.pagination).toEqual({ page: 2, limit: 6, totalPages: 2, totalPosts: 10, hasPreviousPage: true, hasNextPage: false });
    });

    it('reads regular-expression characters as plain text', async () => {
      for (const search of ['.*', '(.*)', '(', 'a+b', '[group]']) {
        const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
        expect(status, search).toBe(200);
        expect(slugsOf(body), search).toEqual(['regex-pitfalls']);
      }
      for (const search of ['[x', '\\', '^$', '*?', '{2}']) {
        const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
        expect(status, search).toBe(200);
        expect(body.pagination.totalPosts, search).toBe(0);
      }
    });

    it('searches what the reader sees, not the markup', async () => {
      expect((await list('?search=strong')).body.pagination.totalPosts).toBe(0);
      expect((await list('?search=follow%20up')).body.pagination.totalPosts).toBe(1);
    });

    it('finds nothing for text that appears nowhere, with empty pagination', async () => {
      const { status, body } = await list('?search=carnet');
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        data: [],
        pagination: { page: 1, limit: 6, totalPages: 0, totalPosts: 0, hasPreviousPage: false, hasNextPage: false },
      });
    });

    it('treats a blank search as no search', async () => {
      expect((await list('?search=%20%20')).body.pagination.totalPosts).toBe(13);
    });

    it('filters by the whole author name, whatever the case', async () => {
      expect((await list(`?author=${BLOG_AUTHOR.toLowerCase()}`)).body.pagination.totalPosts).toBe(13);
      expect((await list('?author=Stall')).body.pagination.totalPosts).toBe(0);
    });
  });
});
