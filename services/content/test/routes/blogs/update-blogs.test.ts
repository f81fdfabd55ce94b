import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import mongoose from 'mongoose';
import { STALE_BLOG_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { adminHeaders, buildContent, closeContent } from '../../helper.js';

const CONTENT = '<p>Book the space early, agree the design with the builder and plan the freight.</p>';
const OTHER_CONTENT = '<p>Ship the graphics a week early and keep a spare set of panels at the venue.</p>';

describe('blog updates: PATCH, PUT, versions and If-Match', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let run = 0;

  const send = (options: InjectOptions) => app.inject({ ...options, headers: { ...admin, ...options.headers } });
  const createArticle = async (): Promise<BlogArticle> => {
    run += 1;
    const res = await send({ method: 'POST', url: '/api/blogs', payload: { header: `Version test article ${Date.now()} ${run}`, content: CONTENT } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as BlogArticle;
  };
  const read = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/blogs/${id}` });
    expect(res.statusCode).toBe(200);
    return { article: res.json().data as BlogArticle, etag: res.headers['etag'] };
  };
  const patch = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    send({ method: 'PATCH', url: `/api/blogs/${id}`, payload: payload as object, headers });
  const put = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    send({ method: 'PUT', url: `/api/blogs/${id}`, payload: payload as object, headers });

  beforeAll(async () => {
    app = await buildContent();
    admin = await adminHeaders();
  });
  afterAll(async () => {
    await closeContent(app);
  });

  it('publishes at version 1 and gives it as the ETag', async () => {
    const created = await createArticle();
    expect(created.version).toBe(1);
    expect(await read(created.id)).toMatchObject({ article: { version: 1 }, etag: '"1"' });
  });

  it('PATCH changes only what is sent; the slug, author, date and status stay', async () => {
    const created = await createArticle();
    const res = await patch(created.id, { header: 'Only The Title Changed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['etag']).toBe('"2"');
    const { article } = await read(created.id);
    expect(article).toEqual({ ...created, header: 'Only The Title Changed', version: 2 });
    const body = await patch(created.slug, { content: OTHER_CONTENT });
    expect(body.json().data).toMatchObject({ header: 'Only The Title Changed', content: OTHER_CONTENT, version: 3 });
  });

  it('keeps both of two concurrent PATCHes of title and content', async () => {
    const created = await createArticle();
    const answers = await Promise.all([patch(created.id, { header: 'Title From One Editor' }), patch(created.id, { content: OTHER_CONTENT })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await read(created.id)).article).toMatchObject({ header: 'Title From One Editor', content: OTHER_CONTENT, version: 3 });
  });

  it('PATCH refuses an empty change and fields it cannot change, writing nothing', async () => {
    const created = await createArticle();
    const empty = await patch(created.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Send the title, the content or both to change.');
    const slug = await patch(created.id, { slug: 'mine-now' });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().error).toBe("An article's title and content can be changed, not: slug.");
    const short = await patch(created.id, { header: 'Tip' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Blog title must be at least 5 characters');
    expect((await read(created.id)).article).toEqual(created);
  });

  it('PUT requires the title and the content, naming what is missing', async () => {
    const created = await createArticle();
    const res = await put(created.id, { header: 'A Title Without Its Content' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Blog content is required');
    expect((await read(created.id)).article).toEqual(created);
  });

  it('refuses a stale If-Match with 412 and the current version, and writes nothing', async () => {
    const created = await createArticle();
    expect((await patch(created.id, { header: 'Edited In The First Tab' }, { 'if-match': '"1"' })).statusCode).toBe(200);
    const stale = await put(created.id, { header: 'Edited In The Second Tab', content: OTHER_CONTENT }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ success: false, error: STALE_BLOG_MESSAGE, currentVersion: 2 });
    expect(stale.headers['etag']).toBe('"2"');
    expect((await patch(created.id, { content: OTHER_CONTENT }, { 'if-match': '1' })).statusCode).toBe(412);
    expect((await read(created.id)).article).toMatchObject({ header: 'Edited In The First Tab', content: CONTENT, version: 2 });
    const current = await put(created.id, { header: 'Edited After A Reload', content: OTHER_CONTENT }, { 'if-match': '2' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.version).toBe(3);
    const odd = await patch(created.id, { header: 'Whatever Title' }, { 'if-match': 'latest' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toBe('If-Match must be the version you loaded, such as "3".');
  });

  it('counts an article stored before versions as version 1', async () => {
    const created = await createArticle();
    await app.mongo.collection('blogs').updateOne({ _id: new mongoose.Types.ObjectId(created.id) }, { $unset: { version: 1 } });
    // A write through the service is what refreshes its in-memory copy; this one is refused.
    const stale = await patch(created.id, { header: 'Not From Version Two' }, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().currentVersion).toBe(1);
    const current = await patch(created.id, { header: 'From Version One' }, { 'if-match': '"1"' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ header: 'From Version One', version: 2 });
  });

  it('answers 404 for an article that does not exist', async () => {
    expect((await patch('no-such-article', { header: 'Nobody Home Here' })).statusCode).toBe(404);
    expect((await put('0123456789abcdef01234567', { header: 'Nobody Home Here', content: CONTENT }, { 'if-match': '"1"' })).statusCode).toBe(404);
  });
});
