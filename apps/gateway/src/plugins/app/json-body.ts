import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@stallplan/service-kit';
import { jsonNestingExceeds } from '../../domain/json-nesting-exceeds.js';
import { replayableBody } from '../../domain/replayable-body.js';

/** Far deeper than any request of the contracts (a quote request is about six levels). */
export const MAX_JSON_NESTING = 64;

type JsonParser = Parameters<FastifyInstance['addContentTypeParser']>[2];

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a nesting limit: a body nested
 * thousands deep parses, then overflows the stack when it is serialised again (a 500). With
 * `forwardText`, a body that passes goes on as the text the client sent: serialising it again
 * would turn a number such as `1e309` into `null`, which the service would take for a blank field.
 */
export function checkedJsonParser(fastify: FastifyInstance, options: { forwardText: boolean }): JsonParser {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (jsonNestingExceeds(body as string, MAX_JSON_NESTING)) {
      done(new AppError('BAD_REQUEST', `The request body is nested too deeply (more than ${MAX_JSON_NESTING} levels).`), undefined);
      return;
    }
    if (!options.forwardText) {
      void parse(request, body as string, done);
      return;
    }
    // As a stream: the proxy sends a stream's bytes as they are, where it would serialise a string again.
    void parse(request, body as string, (error) => (error ? done(error, undefined) : done(null, replayableBody(Buffer.from(body as string)))));
  };
}

async function jsonBody(fastify: FastifyInstance) {
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, checkedJsonParser(fastify, { forwardText: false }));
}

export const gatewayJsonBody = fp(jsonBody, { name: 'gateway-json-body', fastify: '5.x' });
