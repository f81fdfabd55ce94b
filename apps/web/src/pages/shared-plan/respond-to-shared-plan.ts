import { PLAN_CHANGED_SINCE_VIEWED_MESSAGE, type PlanResponse } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../api/refusal.js';
import type { PlanAnswerBody } from './plan-answer-values.js';

export const ANSWER_FAILED_MESSAGE = 'Your answer could not be sent. Please try again.';

/**
 * What sending an answer gave: stored; refused because the plan has a newer version (409) or the
 * link stopped working (401); or refused for another reason, in words.
 */
export type AnswerOutcome =
  { kind: 'sent'; response: PlanResponse } | { kind: 'changed'; message: string } | { kind: 'invalid' } | { kind: 'refused'; refusal: Refusal };

/** POST /api/shared-plans/:token/responses, naming the version the viewer saw. */
export async function respondToSharedPlan(token: string, body: PlanAnswerBody): Promise<AnswerOutcome> {
  try {
    const response = await api.respondToSharedPlan({ params: { token }, body });
    switch (response.status) {
      case 201:
        return { kind: 'sent', response: response.body.data };
      case 409:
        return { kind: 'changed', message: refusalOf(response, PLAN_CHANGED_SINCE_VIEWED_MESSAGE).message };
      case 401:
        return { kind: 'invalid' };
      default:
        return { kind: 'refused', refusal: refusalOf(response, ANSWER_FAILED_MESSAGE) };
    }
  } catch (error) {
    return { kind: 'refused', refusal: refusalFromError(error, ANSWER_FAILED_MESSAGE) };
  }
}
