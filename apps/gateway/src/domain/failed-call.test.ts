import { describe, expect, it } from 'vitest';
import { BODY_OVER_LIMIT_CODE, classifyFailedCall, CLIENT_GONE_CODE, errorCodesOf } from './failed-call.js';

describe('classifyFailedCall', () => {
  it('calls a refused, reset or unresolvable connection unreachable', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(classifyFailedCall(['FST_REPLY_FROM_INTERNAL_SERVER_ERROR', code]), code).toBe('unreachable');
    }
  });

  it('tells a timeout from an unreachable service', () => {
    expect(classifyFailedCall(['FST_REPLY_FROM_GATEWAY_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT'])).toBe('timed-out');
    expect(classifyFailedCall(['UND_ERR_BODY_TIMEOUT'])).toBe('timed-out');
  });

  it("puts the gateway's own reasons first, whatever the network said after them", () => {
    expect(classifyFailedCall(['FST_REPLY_FROM_INTERNAL_SERVER_ERROR', BODY_OVER_LIMIT_CODE, 'ECONNRESET'])).toBe('body-over-limit');
    expect(classifyFailedCall([CLIENT_GONE_CODE, 'UND_ERR_SOCKET'])).toBe('client-gone');
  });

  it('never calls a request the gateway could not pass on a service outage', () => {
    // What the HTTP client said of a forwarded Keep-Alive header before the gateway dropped it.
    expect(classifyFailedCall(['FST_REPLY_FROM_INTERNAL_SERVER_ERROR', 'UND_ERR_INVALID_ARG'])).toBe('not-forwarded');
    expect(classifyFailedCall([])).toBe('not-forwarded');
  });
});

describe('errorCodesOf', () => {
  it('reads the code of every error along the chain of causes, outermost first', () => {
    const network = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5101'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Internal Server Error', { cause: network }), { code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR' });
    expect(errorCodesOf(wrapped)).toEqual(['FST_REPLY_FROM_INTERNAL_SERVER_ERROR', 'ECONNREFUSED']);
  });

  it('skips errors without a code and stops at a cause that loops back', () => {
    const first: Error & { cause?: unknown } = new Error('no code');
    const second = Object.assign(new Error('coded', { cause: first }), { code: 'EPIPE' });
    first.cause = second;
    expect(errorCodesOf(first)).toEqual(['EPIPE']);
    expect(errorCodesOf('not an error')).toEqual([]);
  });
});
