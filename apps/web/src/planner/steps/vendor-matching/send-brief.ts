import type { BriefCreatedResponse, BriefRequestInput } from '@stallplan/contracts';
import { api } from '../../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../../api/refusal.js';

export const BRIEF_FAILED_MESSAGE = 'The brief could not be sent. Please try again.';

export type BriefOutcome = { ok: true; created: BriefCreatedResponse['data'] } | { ok: false; refusal: Refusal };

/** POST /api/briefs: 201 with the owner's link, or why not (400 with details, 429, no answer). */
export async function sendBrief(request: BriefRequestInput): Promise<BriefOutcome> {
  try {
    const response = await api.createBrief({ body: request });
    if (response.status === 201) return { ok: true, created: response.body.data };
    return { ok: false, refusal: refusalOf(response, BRIEF_FAILED_MESSAGE) };
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, BRIEF_FAILED_MESSAGE) };
  }
}
