import { ApiError, ENQUIRY_FAILED_MESSAGE } from '@stallplan/contracts';
import { serverMessage } from '../../../api/refusal.js';

/** What the enquiry's error state says (see docs/planner.md#enquiry) when the server gave no reason. */
export const ENQUIRY_RETRY_MESSAGE = `${ENQUIRY_FAILED_MESSAGE}. Please try again.`;

/**
 * The server's own words when it answered with a reason (a rate limit, the mail server down),
 * else the enquiry's own sentence. A network failure or an unreadable answer has no words for a person.
 */
export function enquiryErrorMessage(failure: unknown): string {
  if (failure instanceof ApiError) return serverMessage(failure.body) ?? ENQUIRY_RETRY_MESSAGE;
  if (failure && typeof failure === 'object' && 'body' in failure) return serverMessage(failure.body) ?? ENQUIRY_RETRY_MESSAGE;
  if (failure instanceof Error && failure.message.trim() !== '') return failure.message;
  return ENQUIRY_RETRY_MESSAGE;
}
