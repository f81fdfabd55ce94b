import type { FieldIssue } from '@stallplan/contracts';
import { errorCodes, type ErrorCode } from './error-codes.js';

/** The one error type routes throw: a code, its status and a sentence a person can read. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.statusCode = errorCodes[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
