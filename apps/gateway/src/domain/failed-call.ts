/** Why a call to a service failed, read from the error codes along the error's chain of causes. */
export type FailedCall = 'body-over-limit' | 'client-gone' | 'timed-out' | 'unreachable' | 'not-forwarded';

/** Codes the gateway gives its own stream errors, so they can be told apart from the network's. */
export const BODY_OVER_LIMIT_CODE = 'GATEWAY_BODY_OVER_LIMIT';
export const CLIENT_GONE_CODE = 'GATEWAY_CLIENT_GONE';

const TIMED_OUT = new Set(['FST_REPLY_FROM_GATEWAY_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The service could not be reached, or broke the connection off: the only failures that are a 503. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
  'FST_REPLY_FROM_CONNECTION_RESET',
  'FST_REPLY_FROM_UNDICI_SOCKET_ERROR',
  'FST_REPLY_FROM_CONNECT_TIMEOUT',
]);

/**
 * The kind of failure: the gateway's own reasons first (a body over the limit, a client that
 * went away), then a timeout, then an unreachable service. Anything else means the gateway could
 * not pass the request on, which is not the service's fault and must not read as "unavailable".
 */
export function classifyFailedCall(codes: readonly string[]): FailedCall {
  if (codes.includes(BODY_OVER_LIMIT_CODE)) return 'body-over-limit';
  if (codes.includes(CLIENT_GONE_CODE)) return 'client-gone';
  if (codes.some((code) => TIMED_OUT.has(code))) return 'timed-out';
  if (codes.some((code) => UNREACHABLE.has(code))) return 'unreachable';
  return 'not-forwarded';
}

/** The `code` of an error and of every error it was raised from, outermost first. */
export function errorCodesOf(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}
