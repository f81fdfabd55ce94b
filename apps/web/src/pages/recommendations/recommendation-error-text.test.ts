import { ApiError } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_RETRY_TEXT, RecommendationRefused, recommendationErrorText } from './recommendation-error-text.js';

describe('recommendationErrorText', () => {
  it("gives a refusal's own words", () => {
    expect(recommendationErrorText(new RecommendationRefused('Too many requests. Please wait 1 minute and try again.'))).toBe(
      'Too many requests. Please wait 1 minute and try again.',
    );
  });

  it("reads the error of an undeclared answer's body, such as the gateway's 503", () => {
    const failure = new ApiError('catalog service is unavailable', 503, { success: false, error: 'catalog service is unavailable' });
    expect(recommendationErrorText(failure)).toBe('catalog service is unavailable');
  });

  it('falls back to "Please try again later." for a network failure or a bodiless answer', () => {
    expect(recommendationErrorText(new ApiError('Could not reach the server: fetch failed', undefined, undefined))).toBe(RECOMMENDATION_RETRY_TEXT);
    expect(recommendationErrorText(new ApiError('Invalid response format', 200, '<html>'))).toBe(RECOMMENDATION_RETRY_TEXT);
    expect(recommendationErrorText(new Error('boom'))).toBe(RECOMMENDATION_RETRY_TEXT);
    expect(recommendationErrorText(new RecommendationRefused('  '))).toBe(RECOMMENDATION_RETRY_TEXT);
  });
});
