import type { BriefComparison, Review, ReviewInput } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../api/refusal.js';

export const AWARD_FAILED_MESSAGE = 'The award could not be saved. Please try again.';
export const REVIEW_FAILED_MESSAGE = 'Your review could not be sent. Please try again.';

export type AwardOutcome = { ok: true; comparison: BriefComparison } | { ok: false; refusal: Refusal };
export type ReviewOutcome = { ok: true; review: Review } | { ok: false; refusal: Refusal };

/** POST /api/briefs/:token/award: the comparison as it stands after the award, or why not (409: already awarded). */
export async function awardBid(token: string, bidId: string): Promise<AwardOutcome> {
  try {
    const response = await api.awardBid({ params: { token }, body: { bidId } });
    if (response.status === 200) return { ok: true, comparison: response.body.data };
    return { ok: false, refusal: refusalOf(response, AWARD_FAILED_MESSAGE) };
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, AWARD_FAILED_MESSAGE) };
  }
}

/** POST /api/briefs/:token/review: the stored review (pending until checked), or why not. */
export async function reviewBuilder(token: string, review: ReviewInput): Promise<ReviewOutcome> {
  try {
    const response = await api.reviewBuilder({ params: { token }, body: review });
    if (response.status === 201) return { ok: true, review: response.body.data };
    return { ok: false, refusal: refusalOf(response, REVIEW_FAILED_MESSAGE) };
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, REVIEW_FAILED_MESSAGE) };
  }
}
