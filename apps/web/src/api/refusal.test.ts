import { ApiError } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { issueSentences, NETWORK_FAILURE_MESSAGE, refusalFromError, refusalOf, serverMessage, TOO_MANY_MESSAGE } from './refusal.js';

describe('serverMessage', () => {
  it("reads a service's error, else a message", () => {
    expect(serverMessage({ success: false, error: ' Too many requests. ' })).toBe('Too many requests.');
    expect(serverMessage({ success: false, message: 'Invalid password' })).toBe('Invalid password');
  });

  it('gives undefined for blanks and bodies without words', () => {
    expect(serverMessage({ error: '   ' })).toBeUndefined();
    expect(serverMessage('<html>')).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
    expect(serverMessage({ error: 42 })).toBeUndefined();
  });
});

describe('refusalOf', () => {
  it('keeps the service’s sentence and its field details', () => {
    const details = [{ path: 'budget', message: 'Budget cannot be negative.' }];
    expect(refusalOf({ status: 400, body: { success: false, error: 'Invalid brief', details } }, 'Could not send')).toEqual({
      status: 400,
      message: 'Invalid brief',
      details,
    });
  });

  it('falls back to its own words, with a rate-limit sentence for 429', () => {
    expect(refusalOf({ status: 429, body: { success: false, error: ' ' } }, 'Could not send').message).toBe(TOO_MANY_MESSAGE);
    expect(refusalOf({ status: 409, body: {} }, 'Could not send')).toEqual({ status: 409, message: 'Could not send', details: [] });
  });
});

describe('refusalFromError', () => {
  it('tells a server answer from no answer', () => {
    expect(refusalFromError(new ApiError('x', 503, { error: 'Catalog is down' }), 'Could not send')).toEqual({
      status: 503,
      message: 'Catalog is down',
      details: [],
    });
    expect(refusalFromError(new ApiError('x', undefined, undefined), 'Could not send').message).toBe(NETWORK_FAILURE_MESSAGE);
    expect(refusalFromError(new TypeError('failed'), 'Could not send').status).toBeUndefined();
  });
});

describe('issueSentences', () => {
  it('lists each message once', () => {
    expect(
      issueSentences([
        { path: 'a', message: 'One.' },
        { path: 'b', message: 'One.' },
        { path: 'c', message: 'Two.' },
      ]),
    ).toEqual(['One.', 'Two.']);
  });
});
