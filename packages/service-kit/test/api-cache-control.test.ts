import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError, createServer } from '../src/index.js';

describe('API answers and shared caches', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createServer({ service: 'kit-test', logger: false });
    app.get('/api/plans/:token', async () => ({ success: true, data: { editToken: 'secret' } }));
    app.get('/api/refused', async () => {
      throw new AppError('NOT_FOUND', 'No such plan.');
    });
    app.get('/api/files/:name', async (_request, reply) => reply.header('cache-control', 'public, max-age=31536000, immutable').send('bytes'));
    app.get('/elsewhere', async () => 'page');
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps every API answer out of caches, refusals and unknown paths included', async () => {
    for (const url of ['/api/plans/abc', '/api/refused', '/api/nothing-here']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets a route that serves something to keep say so, and leaves other paths alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/files/a.webp' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).headers['cache-control']).toBeUndefined();
  });
});
