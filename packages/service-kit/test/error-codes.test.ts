import { describe, expect, it } from 'vitest';
import { AppError, errorCodes } from '../src/index.js';

describe('error codes', () => {
  it('is the list routes may use, each with its status', () => {
    expect(errorCodes).toEqual({
      BAD_REQUEST: 400,
      VALIDATION_FAILED: 400,
      INVALID_JSON: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      ROUTE_NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      TOO_MANY_REQUESTS: 429,
      INTERNAL: 500,
      SERVICE_UNAVAILABLE: 503,
      NOT_READY: 503,
    });
  });

  it('gives every AppError the status of its code', () => {
    for (const [code, status] of Object.entries(errorCodes)) {
      const error = new AppError(code as keyof typeof errorCodes, 'message');
      expect(error.statusCode).toBe(status);
      expect(error.name).toBe('AppError');
    }
  });
});
