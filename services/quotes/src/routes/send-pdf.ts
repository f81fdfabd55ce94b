import type { FastifyReply } from 'fastify';
import type { OpenedBlob } from '@stallplan/service-kit/store';

/**
 * A PDF answer, streamed from the blob store as it is read. The routes declare only their JSON
 * error responses (the file is no JSON), so the bytes go out through the plain reply, untouched
 * by the zod serializer.
 */
export function sendPdf(reply: FastifyReply, fileName: string, file: OpenedBlob): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-length', file.length)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file.stream);
}
