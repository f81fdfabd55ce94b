import type { RoiGuideRequestModel } from '../models/roi-guide-request-model.js';

/** Past the longest a route waits for a guide (PDF_WAIT_MS is at most five minutes), with room to spare. */
export const ROI_GUIDE_REQUEST_MAX_AGE_MS = 3_600_000;

/**
 * Removes ROI guide requests nobody waits for any more: their route deletes them when it stops
 * waiting, so only a process that died mid-wait leaves one, with an exhibitor's details in it.
 * Returns how many were removed.
 */
export async function sweepStaleRoiGuideRequests(requests: RoiGuideRequestModel, now: Date): Promise<number> {
  const { deletedCount } = await requests.deleteMany({ issuedAt: { $lt: new Date(now.getTime() - ROI_GUIDE_REQUEST_MAX_AGE_MS) } });
  return deletedCount;
}
