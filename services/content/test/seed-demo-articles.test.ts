import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { demoArticles } from '../src/domain/demo-articles.js';
import { seedDemoArticles } from '../src/plugins/app/seed-demo-articles.js';
import { adminHeaders, buildContent, closeContent } from './helper.js';

describe('demo articles', () => {
  const dbName = uniqueDbName('content_seed');
  const started: FastifyInstance[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await buildContent({ MONGO_DB: dbName, ...env });
    started.push(app);
    return app;
  };
  const storedSlugs = async (app: FastifyInstance) =>
    (
      await app.mongo
        .collection('blogs')
        .find({}, { projection: { slug: 1 } })
        .toArray()
    ).map((doc) => doc['slug'] as string);

  afterAll(async () => {
    const last = started.pop();
    for (const app of started) await app.close();
    if (last) await closeContent(last);
  });

  it('are not loaded when SEED_DEMO_DATA is off', async () => {
    const app = await buildContent({ SEED_DEMO_DATA: 'false' });
    const res = await app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.json().pagination.totalPosts).toBe(0);
    await closeContent(app);
  });

  it('are loaded on start when SEED_DEMO_DATA is on, dated and readable', async () => {
    const app = await start({ SEED_DEMO_DATA: 'true' });
    const res = await app.inject({ method: 'GET', url: '/api/blogs?limit=50&sort=asc' });
    const body = res.json();
    expect(body.pagination.totalPosts).toBe(demoArticles.length);
    expect(body.pagination.totalPosts).toBeGreaterThanOrEqual(12);
    expect(body.data[0]).toMatchObject({ slug: demoArticles[0]?.slug, timestamp: demoArticles[0]?.createdAt.toISOString(), author: 'StallPlan' });
    expect(body.data.every((article: { readingMinutes: number }) => article.readingMinutes >= 2)).toBe(true);
  });

  it('are not loaded twice when the service starts again', async () => {
    const app = await start({ SEED_DEMO_DATA: 'true' });
    const slugs = await storedSlugs(app);
    expect(slugs).toHaveLength(demoArticles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('add only what is missing, by slug, when the seeding runs again', async () => {
    const app = started.at(-1) as FastifyInstance;
    await app.mongo.collection('service_state').deleteOne({ _id: 'demo-articles' as never });
    await app.mongo.collection('blogs').deleteOne({ slug: demoArticles[1]?.slug });
    expect(await seedDemoArticles(app)).toBe(1);
    expect(await seedDemoArticles(app)).toBe(0);
    const slugs = await storedSlugs(app);
    expect(slugs).toHaveLength(demoArticles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('stay deleted once the admin deletes one, across restarts', async () => {
    const app = started.at(-1) as FastifyInstance;
    const slug = demoArticles[0]?.slug as string;
    const res = await app.inject({ method: 'DELETE', url: `/api/blogs/${slug}`, headers: await adminHeaders() });
    expect(res.statusCode).toBe(200);
    const restarted = await start({ SEED_DEMO_DATA: 'true' });
    expect((await restarted.inject({ method: 'GET', url: `/api/blogs/${slug}` })).statusCode).toBe(404);
    expect(await storedSlugs(restarted)).toHaveLength(demoArticles.length - 1);
  });
});
