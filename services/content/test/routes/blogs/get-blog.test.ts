import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { BLOG_NOT_FOUND_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { blogModel } from '../../../src/models/blog-model.js';
import { buildContent, closeContent } from '../../helper.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('GET /api/blogs/:id', () => {
  let app: FastifyInstance;
  let stored: BlogArticle;
  const get = (id: string) => app.inject({ method: 'GET', url: `/api/blogs/${id}` });

  beforeAll(async () => {
    app = await buildContent();
    await app.blogRepository.importMany([
      {
        header: 'Choosing a Builder',
        slug: 'choosing-a-builder',
        content: `<h2>Shortlist</h2><p>${words(450)}</p>`,
        createdAt: new Date('2025-03-01T00:00:00Z'),
      },
    ]);
    const found = await app.blogRepository.find('choosing-a-builder');
    if (!found) throw new Error('the article was not stored');
    stored = found;
  });
  afterAll(async () => {
    await closeContent(app);
  });

  it('finds an article by its id', async () => {
    const res = await get(stored.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: stored });
  });

  it('finds the same article by its slug, with the reading time (451 words is 3 minutes)', async () => {
    const res = await get('choosing-a-builder');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: stored.id, header: 'Choosing a Builder', readingMinutes: 3, timestamp: '2025-03-01T00:00:00.000Z' });
  });

  it.each([
    ['an unknown id', new Types.ObjectId().toHexString()],
    ['an unknown slug', 'no-such-article'],
    ['an id with spaces and punctuation', encodeURIComponent('not a valid id!')],
    ['an operator', encodeURIComponent('{"$ne":null}')],
    ['a dollar sign', '%24where'],
    ['a dotted path', 'a.b'],
    ['a very long id', 'x'.repeat(300)],
    ['an id of several kilobytes', 'y'.repeat(8000)],
    ['an encoded slash', 'choosing-a-builder%2F..'],
  ])("answers %s with 404 and the reader's sentence", async (_what, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: BLOG_NOT_FOUND_MESSAGE });
  });

  it('never serves stored HTML the current policy would refuse', async () => {
    // As if written before the sanitiser existed, or by hand in the database.
    await blogModel(app.mongo).create({
      header: 'Old article',
      slug: 'old-article',
      author: 'StallPlan',
      status: 'published',
      sanitizerVersion: 0,
      content:
        '<h2>Kept</h2><p onclick="steal()">Text that is long enough to be an article on its own.</p><script>steal()</script>' +
        '<img src="x" onerror="steal()"><a href="javascript:steal()">link</a><iframe src="https://evil.example.com"></iframe>',
    });
    // Written behind the repository's back, so tell the running copy.
    await app.mongo.collection('service_state').updateOne({ _id: 'blogs' as never }, { $inc: { revision: 1 } }, { upsert: true });

    for (const res of [await get('old-article'), await app.inject({ method: 'GET', url: '/api/blogs?search=old%20article' })]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h2>Kept</h2>');
      expect(res.body).not.toMatch(/<script|onerror=|onclick=|javascript:|<iframe/i);
    }
  });

  describe('bodies are read from the store, not kept in memory', () => {
    const stored = (slug: string) => blogModel(app.mongo).findOne({ slug }).lean();
    const page = async (search: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/blogs?search=${encodeURIComponent(search)}` });
      return res.json<{ data: BlogArticle[]; pagination: { totalPosts: number } }>();
    };

    it('serves a listed page and an article by slug with the full stored content', async () => {
      await app.blogRepository.importMany([
        { header: 'Stored In Full', slug: 'stored-in-full', content: `<h2>Whole</h2><p>${words(600)}</p>`, createdAt: new Date('2025-04-01T00:00:00Z') },
      ]);
      const record = await stored('stored-in-full');
      expect(record?.content.length).toBeGreaterThan(4000);
      expect((await get('stored-in-full')).json().data.content).toBe(record?.content);
      expect((await page('stored in full')).data.map((article) => article.content)).toEqual([record?.content]);

      // Changed behind the in-memory copy's back (no revision raised): the article itself is read as stored.
      await blogModel(app.mongo).updateOne({ slug: 'stored-in-full' }, { $set: { content: `<h2>Changed</h2><p>${words(600)}</p>` } });
      const changed = (await stored('stored-in-full'))?.content;
      expect(changed).toContain('Changed');
      expect((await get('stored-in-full')).json().data.content).toBe(changed);

      // Changed through the service: the next page is read again with the reloaded list.
      const outcome = await app.blogRepository.update('stored-in-full', { content: `<h2>Edited</h2><p>${words(600)}</p>` });
      if (outcome.kind !== 'written') throw new Error(`the edit was not written: ${outcome.kind}`);
      const edited = (await stored('stored-in-full'))?.content;
      expect(edited).toContain('Edited');
      expect((await page('stored in full')).data.map((article) => article.content)).toEqual([edited]);
    });

    it('answers not found for an article deleted from the store but still in the in-memory copy', async () => {
      await app.blogRepository.importMany([
        { header: 'Soon Gone', slug: 'soon-gone', content: `<p>${words(60)}</p>`, createdAt: new Date('2025-05-01T00:00:00Z') },
      ]);
      const found = await app.blogRepository.find('soon-gone');
      if (!found) throw new Error('the article was not stored');

      // Deleted behind the copy's back, so the copy still lists it.
      await blogModel(app.mongo).deleteOne({ slug: 'soon-gone' });
      expect(await app.blogRepository.find('soon-gone')).toBeNull();
      for (const id of ['soon-gone', found.id]) {
        const res = await get(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: BLOG_NOT_FOUND_MESSAGE });
      }
      const listed = await page('soon gone');
      expect(listed.pagination.totalPosts).toBe(1);
      expect(listed.data).toEqual([]);
    });
  });
});
