import { ApiError, type StallRequirements } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { serverMessage } from '../../api/refusal.js';

export type SubmitOutcome = { ok: true; reference: string } | { ok: false; reason: string | undefined };

/**
 * Sends the form to POST /api/stall-requirements, so it reaches the team, and reports a failure as
 * one (see docs/marketplace.md#stall-requirements-form).
 */
export async function submitStallRequirements(form: StallRequirements): Promise<SubmitOutcome> {
  try {
    const response = await api.submitStallRequirements({ body: form });
    if (response.status === 201) return { ok: true, reference: response.body.reference };
    return { ok: false, reason: serverMessage(response.body) };
  } catch (error) {
    return { ok: false, reason: error instanceof ApiError ? serverMessage(error.body) : undefined };
  }
}
