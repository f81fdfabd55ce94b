import type { AdminBid, AdminBrief } from '@stallplan/contracts';
import type { StatusTone } from '../dashboard/status-pill.js';

const BID_STATUS: Record<AdminBid['status'], { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'blue' },
  awarded: { label: 'Awarded', tone: 'green' },
  'not-awarded': { label: 'Not awarded', tone: 'slate' },
};

export const bidStatus = (status: AdminBid['status']) => BID_STATUS[status];

/** "12 days", "1 day". */
export function formatTimelineDays(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** How many of the invited builders have bid: "2 of 3". */
export function bidsOfInvited(brief: Pick<AdminBrief, 'bids' | 'invited'>): string {
  return `${brief.bids} of ${brief.invited}`;
}

/** A bid's first version is 1; later numbers count its revisions. */
export function revisionLabel(revision: number): string {
  return revision <= 1 ? 'First bid' : `Revision ${revision}`;
}
