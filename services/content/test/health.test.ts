import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildContent, closeContent } from './helper.js';

describe('content health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildContent();
  });
  afterAll(async () => {
    await closeContent(app);
  });

  it('is alive', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, service: 'content', status: 'ok' });
  });

  it('is ready when its own dependencies answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.json()).toEqual({ success: true, service: 'content', status: 'ready', checks: { mongo: { status: 'up' }, redis: { status: 'up' } } });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'There is no GET /api/no-such-thing here.' });
  });
});
