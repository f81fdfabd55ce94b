import { afterAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startThrowawayFerretDb } from '@stallplan/dev-stack/test-infra';
import { buildCatalog } from './helper.js';

describe('catalog readiness when its database goes away', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers /ready 503 naming mongo once FerretDB is stopped, while /health stays 200', async () => {
    const ferret = await startThrowawayFerretDb(inject('ferretdbBin'));
    cleanups.push(() => ferret.stop());
    const app: FastifyInstance = await buildCatalog({ MONGO_URL: ferret.url });
    cleanups.push(() => app.close());

    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

    await ferret.stop();

    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({ success: false, service: 'catalog', status: 'not ready' });
    expect(body.checks.mongo.status).toBe('down');
    expect(body.checks.redis).toEqual({ status: 'up' });
    expect(body.error).toMatch(/^catalog is not ready: mongo /);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
