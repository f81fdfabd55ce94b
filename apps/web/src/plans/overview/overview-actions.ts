import type { CreateShareRequestInput, PlanShare, SavedPlan } from '@stallplan/contracts';
import { api } from '../../api/api-client.js';
import { refusalFromError, refusalOf, type Refusal } from '../../api/refusal.js';
import { downloadFile, timestampedFileName } from '../../ui/download-file.js';

export const RESTORE_FAILED_MESSAGE = 'The version could not be restored. Please try again.';
export const SHARE_FAILED_MESSAGE = 'The share link could not be made. Please try again.';
export const REVOKE_FAILED_MESSAGE = 'The share link could not be revoked. Please try again.';
export const DELETE_FAILED_MESSAGE = 'The plan could not be deleted. Please try again.';
export const PDF_FAILED_MESSAGE = 'The PDF could not be made. Please try again.';
export const EXPORT_FAILED_MESSAGE = 'The download could not be made. Please try again.';

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

async function attempt<T>(fallback: string, run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, refusal: refusalFromError(error, fallback) };
  }
}

/** POST …/versions/:n/restore from the revision on screen; a 409 means the plan moved on meanwhile. */
export function restoreVersion(token: string, number: number, baseRevision: number): Promise<Outcome<SavedPlan>> {
  return attempt(RESTORE_FAILED_MESSAGE, async () => {
    const response = await api.restorePlanVersion({ params: { token, number: String(number) }, body: { baseRevision } });
    return response.status === 200 ? { ok: true, value: response.body.data.plan } : { ok: false, refusal: refusalOf(response, RESTORE_FAILED_MESSAGE) };
  });
}

export function createShare(token: string, body: CreateShareRequestInput): Promise<Outcome<{ share: PlanShare; shareUrl: string }>> {
  return attempt(SHARE_FAILED_MESSAGE, async () => {
    const response = await api.createPlanShare({ params: { token }, body });
    return response.status === 201 ? { ok: true, value: response.body.data } : { ok: false, refusal: refusalOf(response, SHARE_FAILED_MESSAGE) };
  });
}

export function revokeShare(token: string, shareId: string): Promise<Outcome<SavedPlan>> {
  return attempt(REVOKE_FAILED_MESSAGE, async () => {
    const response = await api.revokePlanShare({ params: { token, shareId } });
    return response.status === 200 ? { ok: true, value: response.body.data } : { ok: false, refusal: refusalOf(response, REVOKE_FAILED_MESSAGE) };
  });
}

export function deletePlan(token: string): Promise<Outcome<null>> {
  return attempt(DELETE_FAILED_MESSAGE, async () => {
    const response = await api.deletePlan({ params: { token } });
    return response.status === 200 ? { ok: true, value: null } : { ok: false, refusal: refusalOf(response, DELETE_FAILED_MESSAGE) };
  });
}

/** The version's quote PDF, saved under the server's file name. */
export function downloadVersionPdf(token: string, number: number): Promise<Outcome<null>> {
  return attempt(PDF_FAILED_MESSAGE, async () => {
    const response = await api.getPlanVersionPdf({ params: { token, number: String(number) } });
    if (response.status !== 200) return { ok: false, refusal: refusalOf(response, PDF_FAILED_MESSAGE) };
    downloadFile(response.body, response.fileName ?? timestampedFileName(`stallplan-plan-version-${number}`, 'pdf'));
    return { ok: true, value: null };
  });
}

/** Everything stored about the plan, as a JSON file. */
export function downloadExport(token: string): Promise<Outcome<null>> {
  return attempt(EXPORT_FAILED_MESSAGE, async () => {
    const response = await api.exportPlan({ params: { token } });
    if (response.status !== 200) return { ok: false, refusal: refusalOf(response, EXPORT_FAILED_MESSAGE) };
    const blob = new Blob([JSON.stringify(response.body, null, 2)], { type: 'application/json' });
    downloadFile(blob, response.fileName ?? timestampedFileName('stallplan-plan', 'json'));
    return { ok: true, value: null };
  });
}
