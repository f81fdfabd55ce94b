import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import type { OpenedBlob } from '../plugins/file-store.js';

/** A stored file never changes (a new upload gets a new id), so browsers and proxies may keep it for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

// Any text: an id that is not one is simply not found (404), like an unknown one.
const fileParamsSchema = z.object({ id: z.string() });

/** If-None-Match may list several validators, weak or strong, or be `*`. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'File not found');
}

function send(request: FastifyRequest, reply: FastifyReply, file: OpenedBlob | null) {
  if (!file) throw notFound();
  void reply
    .header('content-type', file.contentType)
    .header('cache-control', IMMUTABLE_CACHE)
    .header('etag', file.etag)
    // Browsers must not guess another type (HTML, script) from the bytes.
    .header('x-content-type-options', 'nosniff');

  if (etagMatches(request.headers['if-none-match'], file.etag)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  void reply.header('content-length', file.length);
  if (request.method === 'HEAD') {
    file.stream.destroy();
    return reply.send();
  }
  return reply.send(file.stream);
}

/** Uploaded images, served by id: `/api/files/:id` and its thumbnail at `/api/files/:id/thumbnail`. */
export default async function fileRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // HEAD is declared with GET so it answers from the stored length without reading the file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/:id',
    schema: {
      tags: ['uploads'],
      summary: 'An uploaded image',
      params: fileParamsSchema,
      response: { 404: errorResponseSchema },
    },
    handler: async (request, reply) => send(request, reply, await fastify.files.open(request.params.id)),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/:id/thumbnail',
    schema: {
      tags: ['uploads'],
      summary: 'The thumbnail of an uploaded image (WebP, at most 400 px a side)',
      params: fileParamsSchema,
      response: { 404: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const image = await fastify.files.stat(request.params.id);
      const thumbnailId = image?.metadata.thumbnailId;
      if (typeof thumbnailId !== 'string') throw notFound();
      return send(request, reply, await fastify.files.open(thumbnailId));
    },
  });
}
