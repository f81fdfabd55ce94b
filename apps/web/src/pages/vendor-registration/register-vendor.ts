import { ApiError, type FieldIssue, type VendorRegistration } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { serverMessage } from '../../api/refusal.js';

/** The server's message, else these (see docs/marketplace.md#vendor-registration). */
export const REGISTRATION_FAILED = 'Registration failed';
export const REGISTRATION_NETWORK_FAILURE = 'An error occurred. Please try again.';

export type RegistrationOutcome = { ok: true } | { ok: false; message: string; details: FieldIssue[] };

/** POST /api/vendor/register; a 400 carries per-field details, other refusals one message. */
export async function registerVendor(registration: VendorRegistration): Promise<RegistrationOutcome> {
  try {
    const response = await api.registerVendor({ body: registration });
    if (response.status === 201) return { ok: true };
    return { ok: false, message: serverMessage(response.body) ?? REGISTRATION_FAILED, details: response.body.details ?? [] };
  } catch (error) {
    // No status: the request never got an answer.
    if (error instanceof ApiError && error.status !== undefined) return { ok: false, message: serverMessage(error.body) ?? REGISTRATION_FAILED, details: [] };
    return { ok: false, message: REGISTRATION_NETWORK_FAILURE, details: [] };
  }
}
