import type { RemoteView } from './plan-sync.js';

export interface OwnerNotice {
  kind: 'approved' | 'changed-since-approval' | 'changes-requested';
  text: string;
}

/**
 * What the save bar tells the owner about the answers to a shared plan: the newest answer
 * decides, so a request for changes after an approval is what shows.
 */
export function ownerNotice(remote: RemoteView | null): OwnerNotice | null {
  if (!remote) return null;
  const newest = [...remote.responses].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  const approval = remote.approval;
  const requestIsNewest = newest?.decision === 'changes-requested' && (!approval || Date.parse(newest.createdAt) > Date.parse(approval.createdAt));
  if (newest && requestIsNewest) {
    const note = newest.note.trim();
    return { kind: 'changes-requested', text: `${newest.name} asked for changes to version ${newest.versionNumber}${note ? `: “${note}”` : '.'}` };
  }
  if (approval) {
    return approval.changedSince
      ? { kind: 'changed-since-approval', text: `${approval.name} approved version ${approval.versionNumber}; the plan has changed since.` }
      : { kind: 'approved', text: `Approved by ${approval.name} (version ${approval.versionNumber}).` };
  }
  return null;
}
