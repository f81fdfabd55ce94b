import { ApiError, type ErrorResponse, type FieldIssue, type Review } from '@stallplan/contracts';
import { adminApi } from '../../../admin/admin-session.js';
import { serverMessage } from '../../../api/refusal.js';

export const MODERATION_MESSAGES = {
  approveFailed: 'Failed to approve the review',
  rejectFailed: 'Failed to reject the review',
  gone: 'This review no longer exists.',
  sessionEnded: 'Your admin session has ended. Please log in again.',
} as const;

export type ModerationOutcome = { kind: 'done'; review: Review } | { kind: 'refused'; message: string; issues: FieldIssue[] };

type ModerationResponse = { status: 200; body: { data: Review } } | { status: 400 | 401 | 404; body: ErrorResponse };

/**
 * A declared answer as the screen shows it: the moderated review, or the server's sentence with
 * the fields a 400 names. A 401 has already ended the session; the guard is leaving the page.
 */
export function toModerationOutcome(response: ModerationResponse, fallback: string): ModerationOutcome {
  switch (response.status) {
    case 200:
      return { kind: 'done', review: response.body.data };
    case 401:
      return { kind: 'refused', message: MODERATION_MESSAGES.sessionEnded, issues: [] };
    case 404:
      return { kind: 'refused', message: serverMessage(response.body) ?? MODERATION_MESSAGES.gone, issues: [] };
    default:
      return { kind: 'refused', message: serverMessage(response.body) ?? fallback, issues: response.body.details ?? [] };
  }
}

/** Network failures and undeclared answers: the server's sentence if it sent one, else the fallback. */
export function failedCallOutcome(error: unknown, fallback: string): ModerationOutcome {
  const message = error instanceof ApiError ? serverMessage(error.body) : undefined;
  return { kind: 'refused', message: message ?? fallback, issues: [] };
}

async function settle(call: () => Promise<ModerationResponse>, fallback: string): Promise<ModerationOutcome> {
  try {
    return toModerationOutcome(await call(), fallback);
  } catch (error) {
    console.error(fallback, error);
    return failedCallOutcome(error, fallback);
  }
}

export function approveReview(id: string): Promise<ModerationOutcome> {
  return settle(() => adminApi.approveReview({ params: { id } }), MODERATION_MESSAGES.approveFailed);
}

export function rejectReview(id: string, reason: string): Promise<ModerationOutcome> {
  return settle(() => adminApi.rejectReview({ params: { id }, body: { reason } }), MODERATION_MESSAGES.rejectFailed);
}
