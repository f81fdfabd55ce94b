import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminHeaders, startCatalog, type CatalogUnderTest } from './vendor-test-kit.js';

/** Stands in for content: answers the blog list with a count, or stalls when asked to. */
async function startFakeContent(behaviour: { totalPosts: number; stall?: boolean }): Promise<{ url: string; server: FastifyInstance }> {
  // A stalled request must not hold up closing the server at the end.
  const server = Fastify({ forceCloseConnections: true });
  server.get('/api/blogs', async (_request, reply) => {
    if (behaviour.stall) await new Promise((resolve) => setTimeout(resolve, 5_000));
    return reply.send({
      success: true,
      data: [],
      pagination: {
        page: 1,
        limit: 1,
        totalPages: behaviour.totalPosts,
        totalPosts: behaviour.totalPosts,
        hasPreviousPage: false,
        hasNextPage: behaviour.totalPosts > 1,
      },
    });
  });
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { url, server };
}

describe("the dashboard's blog count", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = await adminHeaders();
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function statsWith(contentUrl: string): Promise<{ status: number; body: { data: { vendors: unknown; blogs: { total: number } } } }> {
    const catalog: CatalogUnderTest = await startCatalog({ CONTENT_URL: contentUrl });
    cleanups.push(() => catalog.close());
    const res = await catalog.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    return { status: res.statusCode, body: res.json() };
  }

  it('comes from content', async () => {
    const content = await startFakeContent({ totalPosts: 7 });
    cleanups.push(() => content.server.close());
    const { status, body } = await statsWith(content.url);
    expect(status).toBe(200);
    expect(body.data).toEqual({ vendors: { total: 0, active: 0, pending: 0 }, blogs: { total: 7 } });
  });

  it('is 0, with the vendor counts still given, when content does not answer in time', async () => {
    const content = await startFakeContent({ totalPosts: 7, stall: true });
    cleanups.push(() => content.server.close());
    const started = Date.now();
    const { status, body } = await statsWith(content.url);
    expect(status).toBe(200);
    expect(body.data.blogs.total).toBe(0);
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('is 0 when content is not running', async () => {
    const { status, body } = await statsWith('http://127.0.0.1:9');
    expect(status).toBe(200);
    expect(body.data.blogs.total).toBe(0);
  });
});
