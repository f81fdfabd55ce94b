import type { FastifyInstance } from 'fastify';
import { AppError } from '@stallplan/service-kit';
import type { PerClientInFlight } from '../../domain/per-client-in-flight.js';
import { declaredBodyBytes, uploadRefusal, type UploadLimits } from '../../domain/upload-refusal.js';
import { limitedBody } from './limited-body.js';

/**
 * Uploads go through as a stream: the gateway holds a chunk at a time, never a whole body, so
 * five large uploads cost it kilobytes, not five times their size. Before a byte of the body is
 * read, a declared length over the limit gets 413 and a client already running its share of
 * uploads gets 429; a chunked body that runs over the limit is cut off there.
 */
export function streamUploads(scope: FastifyInstance, limits: UploadLimits, inFlight: PerClientInFlight): void {
  scope.addHook('onRequest', async (request, reply) => {
    const refusal = uploadRefusal({ declaredBytes: declaredBodyBytes(request.headers['content-length']), inFlight: inFlight.count(request.ip) }, limits);
    if (refusal?.status === 413) throw new AppError('PAYLOAD_TOO_LARGE', refusal.message);
    if (refusal?.status === 429) {
      void reply.header('retry-after', String(refusal.retryAfterSeconds));
      throw new AppError('TOO_MANY_REQUESTS', refusal.message);
    }
    // The place is held until the answer is sent or the client goes away, whichever comes first.
    reply.raw.once('close', inFlight.enter(request.ip));
  });
  // Every body type, multipart above all, is handed on as it arrives; the catalog parses it.
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, limitedBody(payload, limits.maxBodyBytes)));
}
