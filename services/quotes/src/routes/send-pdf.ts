import type { FastifyReply } from 'fastify';

/**
 * A PDF answer. The routes declare only their JSON error responses (the file is no JSON), so the
 * bytes go out through the plain reply, untouched by the zod serializer.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
}
