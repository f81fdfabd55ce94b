import { api } from '../api/api-client.js';
import type { PlanSync } from './plan-sync.js';

type PlanPdfApi = Pick<typeof api, 'getPlan' | 'getPlanVersionPdf'>;

/**
 * The quote PDF of a saved plan is always of a named version: once every edit is saved, the
 * newest version's PDF (made once, then kept with it). Null for a plan that is not saved, or whose
 * edits cannot be saved right now; the caller then makes a PDF of the plan in this browser.
 */
export async function newestVersionPdf(sync: Pick<PlanSync, 'settled'>, client: PlanPdfApi = api) {
  const link = await sync.settled();
  if (!link) return null;
  const plan = await client.getPlan({ params: { token: link.token } });
  if (plan.status !== 200) return null;
  return client.getPlanVersionPdf({ params: { token: link.token, number: String(plan.body.data.latestVersion) } });
}
