import { describe, expect, it } from 'vitest';
import { bodyTooLargeMessage, CONCURRENT_UPLOAD_RETRY_SECONDS, declaredBodyBytes, uploadRefusal } from './upload-refusal.js';

const limits = { maxBodyBytes: 52 * 1024 * 1024, maxConcurrentPerClient: 2 };

describe('uploadRefusal', () => {
  it('lets an upload within the limit through while the client has a place free', () => {
    expect(uploadRefusal({ declaredBytes: 3 * 1024 * 1024, inFlight: 0 }, limits)).toBeNull();
    expect(uploadRefusal({ declaredBytes: limits.maxBodyBytes, inFlight: 1 }, limits)).toBeNull();
    // A chunked body has no declared length; the stream is cut at the limit instead.
    expect(uploadRefusal({ declaredBytes: undefined, inFlight: 1 }, limits)).toBeNull();
  });

  it('refuses a declared length one byte over the limit with 413 and a sentence naming the limit', () => {
    expect(uploadRefusal({ declaredBytes: limits.maxBodyBytes + 1, inFlight: 0 }, limits)).toEqual({
      status: 413,
      message: 'The upload is too large: one request may carry at most 52 MB.',
    });
  });

  it("refuses the client's third upload at once with 429 and a time to wait", () => {
    expect(uploadRefusal({ declaredBytes: 1000, inFlight: 2 }, limits)).toEqual({
      status: 429,
      message: 'You already have 2 uploads in progress. Please wait for one to finish and try again.',
      retryAfterSeconds: CONCURRENT_UPLOAD_RETRY_SECONDS,
    });
  });

  it('speaks of a single upload when only one is allowed', () => {
    const refusal = uploadRefusal({ declaredBytes: 10, inFlight: 1 }, { ...limits, maxConcurrentPerClient: 1 });
    expect(refusal?.message).toBe('You already have an upload in progress. Please wait for one to finish and try again.');
  });

  it('answers 413 before 429: waiting would not make a body smaller', () => {
    expect(uploadRefusal({ declaredBytes: limits.maxBodyBytes + 1, inFlight: 5 }, limits)?.status).toBe(413);
  });
});

describe('bodyTooLargeMessage', () => {
  it('names the limit in whole megabytes', () => {
    expect(bodyTooLargeMessage(1024 * 1024)).toBe('The upload is too large: one request may carry at most 1 MB.');
  });
});

describe('declaredBodyBytes', () => {
  it('reads a plain count of bytes', () => {
    expect(declaredBodyBytes('0')).toBe(0);
    expect(declaredBodyBytes(' 3145728 ')).toBe(3145728);
  });

  it('has no answer for an absent or malformed header', () => {
    expect(declaredBodyBytes(undefined)).toBeUndefined();
    expect(declaredBodyBytes('')).toBeUndefined();
    expect(declaredBodyBytes('-1')).toBeUndefined();
    expect(declaredBodyBytes('12abc')).toBeUndefined();
    expect(declaredBodyBytes('1e9')).toBeUndefined();
  });
});
