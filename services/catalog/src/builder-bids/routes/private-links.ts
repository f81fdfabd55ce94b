import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { errorHandler } from '@stallplan/service-kit';
import { invalidLink } from '../plugins/builder-bid-store.js';

/**
 * Routes authorised by a private link's token alone. The link is opened before the body is
 * validated, so a wrong link is refused with the same 401 whatever was sent with it, and the
 * handler reads what it opened.
 */
export interface LinkGate<T> {
  /** Route option: opens the link from `:token`, or answers 401. */
  preValidation: (request: FastifyRequest) => Promise<void>;
  /** What the link opened for this request. */
  openedBy(request: FastifyRequest): T;
}

export function linkGate<T extends object>(open: (token: string, now: Date) => Promise<T>): LinkGate<T> {
  const opened = new WeakMap<FastifyRequest, T>();
  return {
    async preValidation(request) {
      const { token } = request.params as { token?: unknown };
      opened.set(request, await open(typeof token === 'string' ? token : '', new Date()));
    },
    openedBy(request) {
      const value = opened.get(request);
      if (value === undefined) throw invalidLink();
      return value;
    },
  };
}

/**
 * For the routes of this plugin: a link token of the wrong shape is answered exactly as a wrong
 * token is (401, INVALID_LINK_MESSAGE), never with the 400 that names the pattern, so a probe
 * learns nothing from the shape. The gate refuses such tokens first; this covers any route that
 * validates the token without it. Everything else goes to the usual error handler.
 */
export function answerMalformedLinksAsInvalid(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validationContext === 'params') {
      errorHandler(invalidLink(), request, reply);
      return;
    }
    errorHandler(error, request, reply);
  });
}
