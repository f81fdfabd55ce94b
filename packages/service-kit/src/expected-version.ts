import type { FastifyRequest } from 'fastify';
import { FIRST_VERSION, INVALID_IF_MATCH_MESSAGE, parseIfMatch } from '@stallplan/contracts';
import { AppError } from './app-error.js';

/** Below the first version: no record ever has it, so a conditional write on it is refused as stale (412). */
const NO_RECORD_HAS_IT = FIRST_VERSION - 1;

/**
 * The version a write's `If-Match` names (contracts' record-version.ts); none when it sent no
 * If-Match or `*`. A header that is no entity tag is refused (400) before anything is read or
 * written; a tag that names no version gets 412 with the current version, like a stale one.
 */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const ifMatch = parseIfMatch(request.headers['if-match']);
  if (ifMatch.kind === 'invalid') throw new AppError('BAD_REQUEST', INVALID_IF_MATCH_MESSAGE);
  if (ifMatch.kind === 'unmatched') return NO_RECORD_HAS_IT;
  return ifMatch.kind === 'version' ? ifMatch.version : undefined;
}
