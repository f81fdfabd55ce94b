import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { adminHeaders, buildContent, closeContent } from '../../helper.js';

const CONTENT = '<p>Two instances of the service share one database and must agree on it.</p>';

describe('blog repository', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const MONGO_DB = uniqueDbName('content_shared');
    first = await buildContent({ MONGO_DB });
    second = await buildContent({ MONGO_DB });
  });
  afterAll(async () => {
    await second.close();
    await closeContent(first);
  });

  it('shows a write made through one instance in the very next read through another', async () => {
    const total = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/blogs' })).json().pagination.totalPosts as number;
    const before = await total(second);

    const created = await first.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: await adminHeaders(),
      payload: { header: 'Shared Article', content: CONTENT },
    });
    expect(created.statusCode).toBe(201);
    expect(await total(second)).toBe(before + 1);
    expect((await second.inject({ method: 'GET', url: '/api/blogs/shared-article' })).statusCode).toBe(200);

    const edited = await second.inject({
      method: 'PUT',
      url: '/api/blogs/shared-article',
      headers: await adminHeaders(),
      payload: { header: 'Shared Article, Edited', content: CONTENT },
    });
    expect(edited.statusCode).toBe(200);
    expect((await first.inject({ method: 'GET', url: '/api/blogs/shared-article' })).json().data.header).toBe('Shared Article, Edited');

    expect((await first.inject({ method: 'DELETE', url: '/api/blogs/shared-article', headers: await adminHeaders() })).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/api/blogs/shared-article' })).statusCode).toBe(404);
    expect(await total(second)).toBe(before);
  });

  it('imports in bulk, skipping slugs that are taken and cleaning the HTML', async () => {
    const posts = [
      { header: 'Imported One', slug: 'imported-one', content: `${CONTENT}<script>steal()</script>` },
      { header: 'Imported Two', slug: 'imported-two', content: CONTENT, createdAt: new Date('2024-05-01T00:00:00Z') },
    ];
    expect(await first.blogRepository.importMany(posts)).toBe(2);
    expect(await first.blogRepository.importMany([...posts, { header: 'Imported Three', slug: 'imported-three', content: CONTENT }])).toBe(1);
    expect(await first.blogRepository.existingSlugs(['imported-one', 'imported-two', 'imported-three', 'imported-four'])).toEqual(
      new Set(['imported-one', 'imported-two', 'imported-three']),
    );
    const one = await second.blogRepository.find('imported-one');
    expect(one?.content).toBe(CONTENT);
    expect((await second.blogRepository.find('imported-two'))?.timestamp).toBe('2024-05-01T00:00:00.000Z');
  });
});
