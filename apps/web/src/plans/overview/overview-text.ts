import { createShareRequestSchema, type PlanLineChange, type PlanResponse, type PlanShare, type PlanStatus } from '@stallplan/contracts';

export const STATUS_LABELS: Record<PlanStatus, string> = { draft: 'Draft', shared: 'Shared', approved: 'Approved' };

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** `27 Nov 2026, 10:42` in the browser's time zone; anything unreadable as given. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}

export type ShareState = 'active' | 'expired' | 'revoked';

export function shareState(share: PlanShare, now: Date): ShareState {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && Date.parse(share.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** How long a share link works, in words: `Revoked 2 Dec 2026`, `Expired 1 Dec 2026`, `Works until 3 Dec 2026`, `Works until revoked`. */
export function shareStateText(share: PlanShare, now: Date): string {
  switch (shareState(share, now)) {
    case 'revoked':
      return `Revoked ${formatDay(share.revokedAt ?? '')}`;
    case 'expired':
      return `Expired ${formatDay(share.expiresAt ?? '')}`;
    case 'active':
      return share.expiresAt ? `Works until ${formatDay(share.expiresAt)}` : 'Works until revoked';
  }
}

/** Each change is said in words and a sign, never by colour alone. */
export const CHANGE_MARKS: Record<PlanLineChange['change'], { sign: string; label: string; row: string }> = {
  added: { sign: '+', label: 'Added', row: 'bg-green-50' },
  removed: { sign: '−', label: 'Removed', row: 'bg-red-50' },
  changed: { sign: '~', label: 'Changed', row: 'bg-amber-50' },
  same: { sign: '', label: 'Same', row: '' },
};

export function changeCounts(lines: readonly PlanLineChange[]): string {
  const count = (kind: PlanLineChange['change']) => lines.filter((line) => line.change === kind).length;
  const parts = [`${count('added')} added`, `${count('removed')} removed`, `${count('changed')} changed`];
  return count('added') + count('removed') + count('changed') === 0 ? 'No line changed.' : `${parts.join(', ')}.`;
}

export const DECISION_LABELS: Record<PlanResponse['decision'], string> = { approved: 'Approved', 'changes-requested': 'Asked for changes' };

/** Newest answer first. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The expiry field read by the contract's own rule: blank is "until revoked", else whole days from 1 to 365. */
export function parseExpiryDays(text: string): { ok: true; days: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, days: null };
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: 'Expiry must be a number of days.' };
  const parsed = createShareRequestSchema.shape.expiresInDays.safeParse(Number(trimmed));
  return parsed.success
    ? { ok: true, days: parsed.data ?? null }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Expiry must be a whole number of days.' };
}
