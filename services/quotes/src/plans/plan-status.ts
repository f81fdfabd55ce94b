import type { PlanStatus } from '@stallplan/contracts';

export interface PlanStatusFacts {
  latestVersion: number;
  /** The version of the newest approval; null: none. */
  approvedVersion: number | null;
  shareOpenForever: boolean;
  shareOpenUntil: Date | null;
}

export interface ShareWindow {
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Which share links still open the plan at `now`: one without expiry, else the latest expiry. */
export function shareOpenness(shares: readonly ShareWindow[], now: Date): Pick<PlanStatusFacts, 'shareOpenForever' | 'shareOpenUntil'> {
  const live = shares.filter((share) => share.revokedAt === null && (share.expiresAt === null || share.expiresAt > now));
  const until = live.reduce<Date | null>((latest, share) => (share.expiresAt && (!latest || share.expiresAt > latest) ? share.expiresAt : latest), null);
  return { shareOpenForever: live.some((share) => share.expiresAt === null), shareOpenUntil: until };
}

/**
 * approved: the newest approval is of the newest version; shared: a share link still opens it;
 * else draft (docs/saved-plans.md#status). Expiry is read at `now`, so a lapsed link needs no write.
 */
export function planStatus(facts: PlanStatusFacts, now: Date): PlanStatus {
  if (facts.approvedVersion !== null && facts.approvedVersion === facts.latestVersion) return 'approved';
  if (facts.shareOpenForever || (facts.shareOpenUntil !== null && facts.shareOpenUntil > now)) return 'shared';
  return 'draft';
}
