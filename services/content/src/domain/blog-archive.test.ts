import { describe, expect, it } from 'vitest';
import { blogListQuerySchema, type BlogArticle } from '@stallplan/contracts';
import { buildArchive, findInArchive, listArchive } from './blog-archive.js';

function article(id: string, timestamp: string, overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id,
    header: `Article ${id}`,
    content: `<p>Body of ${id}</p>`,
    author: 'StallPlan',
    slug: `article-${id}`,
    timestamp,
    status: 'published',
    readingMinutes: 1,
    version: 1,
    ...overrides,
  };
}

const query = (input: Record<string, string> = {}) => blogListQuerySchema.parse(input);
const ids = (articles: BlogArticle[]) => articles.map((entry) => entry.id);

describe('listArchive', () => {
  const archive = buildArchive([
    article('a', '2025-01-01T00:00:00.000Z'),
    article('c', '2025-01-03T00:00:00.000Z', { content: '<p>Carnets &amp; <em>customs</em></p>' }),
    article('b', '2025-01-02T00:00:00.000Z'),
    article('d', '2025-01-02T00:00:00.000Z', { author: 'Guest Writer' }),
  ]);

  it('orders newest first, breaking equal times by id, and oldest first as the exact reverse', () => {
    expect(ids(listArchive(archive, query()).data)).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(listArchive(archive, query({ sort: 'asc' })).data)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('pages with true totals, and past the end gives nothing', () => {
    expect(listArchive(archive, query({ limit: '3', page: '2' }))).toEqual({
      data: [archive.byId.get('a')?.article],
      pagination: { page: 2, limit: 3, totalPages: 2, totalPosts: 4, hasPreviousPage: true, hasNextPage: false },
    });
    expect(listArchive(archive, query({ limit: '3', page: '3' })).data).toEqual([]);
    expect(listArchive(archive, query({ sort: 'asc', limit: '3', page: '2' })).data.map((entry) => entry.id)).toEqual(['c']);
  });

  it('searches the visible text, with entities read and case ignored', () => {
    expect(ids(listArchive(archive, query({ search: 'CARNETS & CUSTOMS' })).data)).toEqual(['c']);
    expect(ids(listArchive(archive, query({ search: 'guest' })).data)).toEqual(['d']);
    expect(listArchive(archive, query({ search: 'em' })).pagination.totalPosts).toBe(0);
  });

  it('never misses text that is there: every piece of an article is found', () => {
    const content = '<p>Zebra-crossing quiz: 42 jugs, vexed wyverns &amp; ÄÖÜ façades — {[(.*+?^$|\\)]} ok</p>';
    const single = buildArchive([article('z', '2025-01-01T00:00:00.000Z', { content })]);
    const text = 'zebra-crossing quiz: 42 jugs, vexed wyverns & äöü façades — {[(.*+?^$|\\)]} ok';
    for (let start = 0; start < text.length; start += 1) {
      for (let length = 1; length <= 12 && start + length <= text.length; length += 1) {
        const search = text.slice(start, start + length);
        if (search.trim() !== search || search.trim() === '') continue;
        expect(listArchive(single, query({ search: search.toUpperCase() })).pagination.totalPosts, search).toBe(1);
      }
    }
  });

  it('filters by the whole author name', () => {
    expect(ids(listArchive(archive, query({ author: 'guest writer' })).data)).toEqual(['d']);
    expect(listArchive(archive, query({ author: 'Guest' })).pagination.totalPosts).toBe(0);
  });
});

describe('findInArchive', () => {
  it('finds by id first, then by slug', () => {
    const archive = buildArchive([article('x', '2025-01-01T00:00:00.000Z'), article('y', '2025-01-02T00:00:00.000Z', { slug: 'x' })]);
    expect(findInArchive(archive, 'x')?.id).toBe('x');
    expect(findInArchive(archive, 'article-x')?.id).toBe('x');
    expect(findInArchive(archive, 'nothing')).toBeUndefined();
  });
});
