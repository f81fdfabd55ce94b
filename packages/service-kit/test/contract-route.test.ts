import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { defineRoutes, fileResponseSchema, multipartBodySchema } from '@stallplan/contracts';
import { createServer, fromContract, type ZodTypeProvider } from '../src/index.js';

const noteSchema = z.object({ success: z.literal(true), id: z.string(), times: z.number() });
const refusalSchema = z.object({ success: z.literal(false), error: z.string() });

const routes = defineRoutes({
  readNote: {
    method: 'GET',
    path: '/api/notes/:id',
    summary: 'One note',
    params: z.object({ id: z.string().min(2) }),
    query: z.object({ times: z.coerce.number().int().default(1) }),
    responses: { 200: noteSchema, 404: refusalSchema },
  },
  writeNote: {
    method: 'POST',
    path: '/api/notes',
    summary: 'A new note',
    admin: true,
    body: z.object({ text: z.string() }),
    responses: { 201: noteSchema },
  },
  printNote: { method: 'GET', path: '/api/notes/:id/pdf', summary: 'The note printed', responses: { 200: fileResponseSchema, 404: refusalSchema } },
  attachToNote: {
    method: 'POST',
    path: '/api/notes/attachments',
    summary: 'Files',
    multipart: true,
    body: multipartBodySchema,
    responses: { 200: noteSchema },
  },
});

describe('fromContract', () => {
  it('takes method, URL and the very schema objects from the entry', () => {
    const shape = fromContract(routes.readNote, { tags: ['notes'] });
    expect(shape.method).toBe('GET');
    expect(shape.url).toBe('/api/notes/:id');
    expect(shape.schema).toEqual({
      summary: 'One note',
      tags: ['notes'],
      params: routes.readNote.params,
      querystring: routes.readNote.query,
      response: routes.readNote.responses,
    });
    expect(shape.schema.params).toBe(routes.readNote.params);
    expect(shape.schema.querystring).toBe(routes.readNote.query);
    expect(shape.schema.response[200]).toBe(noteSchema);
  });

  it('marks admin routes, sends a file answer unserialised and leaves a multipart body to the route', () => {
    expect(fromContract(routes.writeNote).schema).toEqual({
      summary: 'A new note',
      security: [{ adminToken: [] }],
      body: routes.writeNote.body,
      response: { 201: noteSchema },
    });
    expect(fromContract(routes.printNote).schema.response).toEqual({ 404: refusalSchema });
    expect(fromContract(routes.attachToNote).schema).toEqual({ summary: 'Files', consumes: ['multipart/form-data'], response: { 200: noteSchema } });
  });

  describe('registered with app.route', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = createServer({ service: 'notes', logger: false });
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.route({
        ...fromContract(routes.readNote),
        handler: async (request, reply) => {
          expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
          expectTypeOf(request.query).toEqualTypeOf<{ times: number }>();
          if (request.params.id === 'gone') return reply.code(404).send({ success: false, error: 'No such note.' });
          return { success: true as const, id: request.params.id, times: request.query.times };
        },
      });
      typed.route({
        ...fromContract(routes.writeNote),
        handler: async (request, reply) => {
          expectTypeOf(request.body).toEqualTypeOf<{ text: string }>();
          return reply.code(201).send({ success: true, id: request.body.text, times: 1 });
        },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it('validates params and query and answers through the response schemas', async () => {
      const ok = await app.inject({ method: 'GET', url: '/api/notes/ab?times=3' });
      expect(ok.json()).toEqual({ success: true, id: 'ab', times: 3 });
      expect((await app.inject({ method: 'GET', url: '/api/notes/a' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/notes/gone' })).statusCode).toBe(404);
    });

    it('validates the body', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 'hi' } })).statusCode).toBe(201);
      expect((await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 3 } })).statusCode).toBe(400);
    });
  });
});
