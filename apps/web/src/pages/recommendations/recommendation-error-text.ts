import { ApiError } from '@stallplan/contracts';
import { serverMessage } from '../../api/refusal.js';

/** Shown under "Failed to get recommendations" (see docs/marketplace.md#event-recommendations) when the server gave no details. */
export const RECOMMENDATION_RETRY_TEXT = 'Please try again later.';

/** A refusal the server answered with a declared status (400, 429); its `error` is the details text. */
export class RecommendationRefused extends Error {
  override name = 'RecommendationRefused';
}

/**
 * The failure (see docs/marketplace.md#event-recommendations): the server's details text, else "Please try again later". A
 * network failure or an answer that breaks the contract has no words a person can use.
 */
export function recommendationErrorText(failure: unknown): string {
  if (failure instanceof RecommendationRefused) return failure.message.trim() || RECOMMENDATION_RETRY_TEXT;
  if (failure instanceof ApiError) return serverMessage(failure.body) ?? RECOMMENDATION_RETRY_TEXT;
  return RECOMMENDATION_RETRY_TEXT;
}
