import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldIssue } from '@stallplan/contracts';
import { isAppError } from './app-error.js';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** zod says "Invalid input: expected string, received undefined" for a missing field; people say "is required". */
function readableIssue(path: string, message: string): string {
  if (/received (undefined|null)$/.test(message)) return path ? `${path} is required` : 'A JSON request body is required.';
  return path ? `${path}: ${message}` : message;
}

function validationDetails(error: FastifyError & { validation: unknown[] }): FieldIssue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation as { instancePath?: string; message?: string }[]).map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const path = field || (context === 'body' ? '' : context);
    return { path, message: readableIssue(path, issue.message ?? 'is not valid') };
  });
}

/** Client errors Fastify raises itself, in words a person understands. */
function describeFrameworkError(error: FastifyError): string {
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty, but it was sent as JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send JSON.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    // Fastify's own sentences for these repeat the path as sent.
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid: it has a broken %-escape.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address is too long.';
    default:
      return error.message;
  }
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let status = 500;
  let body: ErrorResponse = { success: false, error: INTERNAL_MESSAGE };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = validationDetails(error);
    status = 400;
    body = {
      success: false,
      error: details.length
        ? details
            .map((d) => d.message)
            .slice(0, 3)
            .join('; ')
        : 'The request is not valid.',
      details,
    };
  } else if (isAppError(error)) {
    status = error.statusCode;
    body = { success: false, error: error.message, ...(error.details ? { details: error.details } : {}) };
  } else if (isResponseSerializationError(error)) {
    status = 500;
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { success: false, error: describeFrameworkError(error) };
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 500) {
    status = error.statusCode;
  }

  if (status >= 500) {
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
  } else {
    request.log.info({ code: error.code, status, message: body.error }, 'request refused');
  }
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
  void reply.code(404).send({ success: false, error: `There is no ${request.method} ${path} here.` });
}
