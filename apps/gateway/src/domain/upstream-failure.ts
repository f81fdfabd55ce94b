import { errorCodesOf } from './failed-call.js';

/**
 * How a call that got no answer failed, for deciding whether another upstream may take it:
 * `not-connected` (no connection was made, so the upstream never saw the request), `connection-lost`
 * (the connection broke before any answer: the upstream may have received it, and acted on it) or
 * `other` (a timeout, the gateway's own errors: never sent elsewhere).
 */
export type NoAnswerFailure = 'not-connected' | 'connection-lost' | 'other';

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function classifyNoAnswer(error: unknown): NoAnswerFailure {
  const codes = errorCodesOf(error);
  if (codes.some((code) => NOT_CONNECTED.has(code))) return 'not-connected';
  if (codes.some((code) => CONNECTION_LOST.has(code))) return 'connection-lost';
  return 'other';
}

/** Methods whose repetition changes nothing, so a request lost with its connection may be sent again. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a failed request may go to another upstream: always when it never left (as long as its
 * body can be sent again); after a lost connection only for a safe method or a route that only
 * reads (`resendAfterLostConnection`), since the upstream may already have acted on it.
 */
export function mayResend(failure: NoAnswerFailure, request: { method: string; bodyReplayable: boolean; resendAfterLostConnection: boolean }): boolean {
  if (!request.bodyReplayable || failure === 'other') return false;
  if (failure === 'not-connected') return true;
  return SAFE_METHODS.has(request.method.toUpperCase()) || request.resendAfterLostConnection;
}
