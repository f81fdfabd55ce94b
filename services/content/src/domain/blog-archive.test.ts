import { describe, expect, it } from 'vitest';
import { blogListQuerySchema } from '@stallplan/contracts';
import { buildArchive, findInArchive, listArchive, type ArchiveSource } from './blog-archive.js';

function article(id: string, timestamp: string, overrides: Partial<ArchiveSource> = {}): ArchiveSource {
  return {
    id,
    header: `Article ${id}`,
    content: `<p>Body of ${id}</p>`,
    author: 'StallPlan',
    slug: `article-${id}`,
    timestamp,
    ...overrides,
  };
}

const query = (input: Record<string, string> = {}) => blogListQuerySchema.parse(input);

describe('listArchive', () => {
  const archive = buildArchive([
    article('a', '2025-01-01T00:00:00.000Z'),
    article('c', '2025-01-03T00:00:00.000Z', { content: '<p>Carnets &amp; <em>customs</em></p>' }),
    article('b', '2025-01-02T00:00:00.000Z'),
    article('d', '2025-01-02T00:00:00.000Z', { author: 'Guest Writer' }),
  ]);

  it('orders newest first, breaking equal times by id, and oldest first as the exact reverse', () => {
    expect(listArchive(archive, query()).ids).toEqual(['c', 'd', 'b', 'a']);
    expect(listArchive(archive, query({ sort: 'asc' })).ids).toEqual(['a', 'b', 'd', 'c']);
  });

  it('pages with true totals, and past the end gives nothing', () => {
    expect(listArchive(archive, query({ limit: '3', page: '2' }))).toEqual({
      ids: ['a'],
      pagination: { page: 2, limit: 3, totalPages: 2, totalPosts: 4, hasPreviousPage: true, hasNextPage: false },
    });
    expect(listArchive(archive, query({ limit: '3', page: '3' })).ids).toEqual([]);
    expect(listArchive(archive, query({ sort: 'asc', limit: '3', page: '2' })).ids).toEqual(['c']);
  });

  it('searches the visible text, with entities read and case ignored', () => {
    expect(listArchive(archive, query({ search: 'CARNETS & CUSTOMS' })).ids).toEqual(['c']);
    expect(listArchive(archive, query({ search: 'guest' })).ids).toEqual(['d']);
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

  it('never matches across the title, the author and the text', () => {
    for (const search of ['article d guest', 'guest writer body', 'article d body']) {
      expect(listArchive(archive, query({ search })).pagination.totalPosts, search).toBe(0);
    }
    expect(listArchive(archive, query({ search: 'writer' })).ids).toEqual(['d']);
  });

  it('keeps what lists and searches need, and nothing of the body', () => {
    const content = '<p>A body that is <strong>served</strong> from the store.</p>';
    const [entry] = buildArchive([article('s', '2025-01-01T00:00:00.000Z', { content })]).newestFirst;
    expect(Object.keys(entry ?? {}).sort()).toEqual(['author', 'haystack', 'id', 'signatureAt']);
    expect(entry?.haystack).toBe('article s\na body that is served from the store.');
  });

  it('filters by the whole author name', () => {
    expect(listArchive(archive, query({ author: 'guest writer' })).ids).toEqual(['d']);
    expect(listArchive(archive, query({ author: 'Guest' })).pagination.totalPosts).toBe(0);
  });
});

describe('findInArchive', () => {
  it('finds by id first, then by slug', () => {
    const archive = buildArchive([article('x', '2025-01-01T00:00:00.000Z'), article('y', '2025-01-02T00:00:00.000Z', { slug: 'x' })]);
    expect(findInArchive(archive, 'x')).toBe('x');
    expect(findInArchive(archive, 'article-x')).toBe('x');
    expect(findInArchive(archive, 'nothing')).toBeUndefined();
  });
});
