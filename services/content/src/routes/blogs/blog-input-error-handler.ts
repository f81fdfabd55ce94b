import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '@stallplan/contracts';
import { AppError, errorHandler } from '@stallplan/service-kit';

const MESSAGES_SHOWN = 3;

/**
 * The blog forms show the server's sentence in their error banner, and the refusals (docs/marketplace.md#writing-articles) already
 * name their field ("Blog title is required"), so a refused article answers with them exactly,
 * without the `header:` prefix the shared handler adds. Everything else goes to the shared handler.
 */
export function blogInputErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.validationContext !== 'body' || !Array.isArray(error.validation)) {
    errorHandler(error, request, reply);
    return;
  }
  const details: FieldIssue[] = error.validation.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    // zod's own sentence for a body that is no object says nothing a person can act on; ours stay.
    const generic = issue.message === undefined || issue.message.startsWith('Invalid input');
    return { path, message: path === '' && generic ? 'Send the article as a JSON object with a title and content.' : (issue.message ?? 'is not valid') };
  });
  const sentences = [...new Set(details.map((detail) => detail.message))].slice(0, MESSAGES_SHOWN);
  errorHandler(new AppError('VALIDATION_FAILED', sentences.join('; '), details), request, reply);
}
