import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@stallplan/service-kit';
import { jsonNestingExceeds } from '../../domain/json-nesting-exceeds.js';

/** Far deeper than any request of the contracts (a quote request is about six levels). */
export const MAX_JSON_NESTING = 64;

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a nesting limit: a body nested
 * thousands deep parses, then overflows the stack when the proxy serialises it again (a 500).
 */
async function jsonBody(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string, MAX_JSON_NESTING)) {
      done(new AppError('BAD_REQUEST', `The request body is nested too deeply (more than ${MAX_JSON_NESTING} levels).`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

export const gatewayJsonBody = fp(jsonBody, { name: 'gateway-json-body', fastify: '5.x' });
