import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { errorHandler } from '@stallplan/service-kit';
import { invalidLink, StalePlanError } from './plan-errors.js';
import { isPlanTokenShape } from './plan-token.js';

/**
 * Routes authorised by a private link alone. The link is opened in preValidation, before the body
 * is validated or anything is counted, read or written, so every wrong link gets the same 401.
 */
export interface LinkGate<T> {
  preValidation: (request: FastifyRequest) => Promise<void>;
  openedBy(request: FastifyRequest): T;
}

export function linkGate<T extends object>(param: 'token' | 'session', open: (token: string) => Promise<T | null>): LinkGate<T> {
  const opened = new WeakMap<FastifyRequest, T>();
  return {
    async preValidation(request) {
      const value = (request.params as Record<string, unknown>)[param];
      const found = isPlanTokenShape(value) ? await open(value) : null;
      if (!found) throw invalidLink();
      opened.set(request, found);
    },
    openedBy(request) {
      const value = opened.get(request);
      if (value === undefined) throw invalidLink();
      return value;
    },
  };
}

/**
 * For the saved-plan routes: a link token of the wrong shape is answered as a wrong token is (401),
 * never with the 400 that names the pattern; a stale save answers 409 with the current revision.
 */
export function planErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StalePlanError) {
      void reply.code(409).send({ success: false as const, error: error.message, currentRevision: error.currentRevision });
      return;
    }
    if (error.validation && error.validationContext === 'params') {
      const params = request.params as Record<string, unknown>;
      const link = 'session' in params ? params.session : params.token;
      if (!isPlanTokenShape(link)) {
        errorHandler(invalidLink(), request, reply);
        return;
      }
    }
    errorHandler(error, request, reply);
  });
}

/**
 * The saved-plan answers hold a plan's content, whose contract schema has one-way transforms
 * (defaults, trimming), which zod cannot encode. The answer is parsed with its response schema
 * instead, which checks it as strictly and leaves it as the schema's output.
 */
export function parseResponsesWithSchema(fastify: FastifyInstance): void {
  fastify.setSerializerCompiler<ZodType>(
    ({ schema }) =>
      (data) =>
        JSON.stringify(schema.parse(data)),
  );
}
