import { describe, expect, it } from 'vitest';
import { classifyNoAnswer, mayResend } from './upstream-failure.js';

const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe('classifyNoAnswer', () => {
  it('calls a refused or timed-out connection attempt not connected', () => {
    for (const code of ['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENOTFOUND'])
      expect(classifyNoAnswer(withCode(code)), code).toBe('not-connected');
  });

  it('calls a connection that broke off before an answer lost, also when the code sits on a cause', () => {
    for (const code of ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']) expect(classifyNoAnswer(withCode(code)), code).toBe('connection-lost');
    expect(classifyNoAnswer(withCode('FST_REPLY_FROM_INTERNAL_SERVER_ERROR', withCode('ECONNRESET')))).toBe('connection-lost');
  });

  it('puts timeouts and anything else apart', () => {
    for (const code of ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CLOSED', 'GATEWAY_BODY_OVER_LIMIT'])
      expect(classifyNoAnswer(withCode(code)), code).toBe('other');
    expect(classifyNoAnswer(new Error('no code'))).toBe('other');
  });
});

describe('mayResend', () => {
  const post = { method: 'POST', bodyReplayable: true, resendAfterLostConnection: false };

  it('resends any request that never reached an upstream', () => {
    expect(mayResend('not-connected', post)).toBe(true);
    expect(mayResend('not-connected', { ...post, method: 'DELETE' })).toBe(true);
  });

  it('resends a request lost with its connection only when repeating it changes nothing', () => {
    expect(mayResend('connection-lost', post)).toBe(false);
    expect(mayResend('connection-lost', { ...post, method: 'GET' })).toBe(true);
    expect(mayResend('connection-lost', { ...post, method: 'head' })).toBe(true);
    expect(mayResend('connection-lost', { ...post, resendAfterLostConnection: true })).toBe(true);
  });

  it('never resends a body that cannot be sent twice, nor after a timeout', () => {
    expect(mayResend('not-connected', { ...post, bodyReplayable: false })).toBe(false);
    expect(mayResend('other', { ...post, method: 'GET' })).toBe(false);
  });
});
