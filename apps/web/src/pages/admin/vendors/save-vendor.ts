import { ApiError, etagOf, IF_MATCH_HEADER, type FieldIssue, type StaleVersionResponse, type Vendor, type VendorInputData } from '@stallplan/contracts';
import { adminApi } from '../../../admin/admin-session.js';
import type { VendorFormValues } from '../../../vendors/vendor-form-values.js';
import { serverMessage } from '../../../api/refusal.js';

export const SAVE_FAILED = 'Failed to save vendor';
/** Shown when the vendor changed since the form was opened; the admin chooses what happens next. */
export const STALE_VENDOR_PROMPT =
  'Someone else changed this vendor while you were editing it, so your changes were not saved. They are still in the form below. Reload the vendor to see the current version (what you typed here will be replaced), or cancel.';

export type VendorSaveOutcome =
  { kind: 'saved'; vendor: Vendor } | { kind: 'stale'; currentVersion: number } | { kind: 'refused'; message: string; details?: FieldIssue[] };

type SaveResponse =
  | { status: 200 | 201; body: { data: Vendor } }
  | { status: 412; body: StaleVersionResponse }
  | { status: 400 | 401 | 404; body: { error: string; details?: FieldIssue[] | undefined } };

/** A declared answer as the form shows it. A 401 has cleared the token already; the guard leaves the page. */
export function toVendorSaveOutcome(response: SaveResponse): VendorSaveOutcome {
  switch (response.status) {
    case 200:
    case 201:
      return { kind: 'saved', vendor: response.body.data };
    case 412:
      return { kind: 'stale', currentVersion: response.body.currentVersion };
    default:
      return {
        kind: 'refused',
        message: serverMessage(response.body) ?? SAVE_FAILED,
        ...(response.status === 400 && response.body.details ? { details: response.body.details } : {}),
      };
  }
}

async function settle(call: () => Promise<SaveResponse>): Promise<VendorSaveOutcome> {
  try {
    return toVendorSaveOutcome(await call());
  } catch (error) {
    console.error(SAVE_FAILED, error);
    return { kind: 'refused', message: error instanceof ApiError && error.status !== undefined && error.message ? error.message : SAVE_FAILED };
  }
}

export function createVendor(input: VendorInputData): Promise<VendorSaveOutcome> {
  return settle(() => adminApi.createAdminVendor({ body: input }));
}

/**
 * An edit replaces the whole vendor (PUT) as the form shows it, at the version it was loaded at:
 * the form holds every field, and If-Match makes the server refuse it if someone else saved since.
 */
export function replaceVendor(id: string, values: VendorFormValues, loadedVersion: number): Promise<VendorSaveOutcome> {
  return settle(() => adminApi.updateAdminVendor({ params: { id }, body: values, headers: { [IF_MATCH_HEADER]: etagOf(loadedVersion) } }));
}

/** The vendor as it is stored now, for the form to reload; null when it is gone or cannot be read. */
export async function loadCurrentVendor(id: string): Promise<Vendor | null> {
  try {
    const result = await adminApi.getAdminVendor({ params: { id } });
    return result.status === 200 ? result.body.data : null;
  } catch (error) {
    console.error('Failed to reload vendor', error);
    return null;
  }
}
