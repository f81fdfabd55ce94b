import type { FastifyRequest } from 'fastify';
import { INVALID_IF_MATCH_MESSAGE, parseIfMatch } from '@stallplan/contracts';
import { AppError } from './app-error.js';

/**
 * The version a write's `If-Match` names (contracts' record-version.ts); none when it sent no
 * If-Match or `*`. One that names no version is refused before anything is read or written.
 */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const ifMatch = parseIfMatch(request.headers['if-match']);
  if (ifMatch.kind === 'invalid') throw new AppError('BAD_REQUEST', INVALID_IF_MATCH_MESSAGE);
  return ifMatch.kind === 'version' ? ifMatch.version : undefined;
}
