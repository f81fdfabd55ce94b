import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '@stallplan/contracts';
import { AppError, errorHandler } from '@stallplan/service-kit';

const MESSAGES_SHOWN = 3;

/**
 * The blog forms show the server's sentence in their error banner, and §5's sentences already
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
    return { path, message: path === '' ? 'Send the article as a JSON object with a title and content.' : (issue.message ?? 'is not valid') };
  });
  const sentences = [...new Set(details.map((detail) => detail.message))].slice(0, MESSAGES_SHOWN);
  errorHandler(new AppError('VALIDATION_FAILED', sentences.join('; '), details), request, reply);
}
