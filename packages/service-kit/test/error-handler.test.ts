import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, createServer } from '../src/index.js';

describe('the error envelope every service shares', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createServer({ service: 'kit-test', logger: false });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/things',
      {
        schema: {
          body: z.object({
            title: z.string().min(5, 'Title must be at least 5 characters'),
            count: z.number().int(),
          }),
        },
      },
      async (request) => ({ success: true, data: request.body }),
    );
    typed.get('/things/:id', async (request) => ({ success: true, data: request.params }));
    typed.get('/teapot', async () => {
      throw new AppError('CONFLICT', 'That stall is already booked.');
    });
    typed.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers bad input with 400 and a message per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: 'Hi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'title: Title must be at least 5 characters; count is required',
      details: [
        { path: 'title', message: 'title: Title must be at least 5 characters' },
        { path: 'count', message: 'count is required' },
      ],
    });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
  });

  it("answers a path with a broken %-escape with the envelope, not Fastify's own body", async () => {
    const res = await app.inject({ method: 'GET', url: '/things/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The address is not valid: it has a broken %-escape.' });
  });

  it("answers a path parameter past the router's limit with 414 and the envelope", async () => {
    const res = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(20_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, error: 'A part of the address is too long.' });
  });

  it('answers a missing body with a sentence, not a zod dump', async () => {
    const res = await app.inject({ method: 'POST', url: '/things' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A JSON request body is required.');
  });

  it('passes an AppError through with its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'That stall is already booked.' });
  });

  it('hides the details of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again in a moment.' });
  });

  it('answers an unknown route with JSON 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'There is no DELETE /nowhere here.' });
  });

  it('keeps a safe request id and replaces an unsafe one', async () => {
    const kept = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready with no dependencies and not ready when one fails', async () => {
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    app.readinessChecks.set('mongo', async () => Promise.reject(new Error('connection refused')));
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      status: 'not ready',
      checks: { mongo: { status: 'down', error: 'connection refused' } },
      error: 'kit-test is not ready: mongo connection refused',
    });
    app.readinessChecks.delete('mongo');
  });
});
