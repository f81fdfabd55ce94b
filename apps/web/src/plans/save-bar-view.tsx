import { AlertTriangle, CheckCircle2, CloudOff, History, Loader2, MessageSquareWarning, RefreshCw, Save } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ownerNotice } from './owner-notice.js';
import type { PlanSyncSnapshot } from './plan-sync.js';
import { syncStatusText } from './sync-state.js';
import { useSaveAnnouncement } from './use-save-announcement.js';

export interface SaveBarViewProps {
  snapshot: PlanSyncSnapshot;
  /** A first save (or a save as a new plan) is on its way. */
  creating: boolean;
  /** Why the first save failed, as the server said it. */
  failure: string | null;
  onSave: () => void;
  onRetryNow: () => void;
  onResolveConflict: () => void;
}

const NOTICE_STYLES = {
  approved: 'border-green-200 bg-green-50 text-green-900',
  'changed-since-approval': 'border-amber-200 bg-amber-50 text-amber-900',
  'changes-requested': 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

function StatusIcon({ phase, dirty }: { phase: PlanSyncSnapshot['sync']['phase']; dirty: boolean }) {
  if (phase === 'saving' || (phase === 'idle' && dirty)) return <Loader2 className="size-4 shrink-0 animate-spin text-slate-500" aria-hidden />;
  if (phase === 'idle') return <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden />;
  if (phase === 'offline') return <CloudOff className="size-4 shrink-0 text-slate-600" aria-hidden />;
  return <AlertTriangle className="size-4 shrink-0 text-red-700" aria-hidden />;
}

/** The save bar above the planner's steps: Save plan, then whether and when the plan was saved, announced only when that is news. */
export function SaveBarView({ snapshot, creating, failure, onSave, onRetryNow, onResolveConflict }: SaveBarViewProps) {
  const { sync, link, remote } = snapshot;
  const status = syncStatusText(sync);
  const announcement = useSaveAnnouncement(sync);
  const notice = link ? ownerNotice(remote) : null;
  return (
    <section aria-label="Saving your plan" className="mb-4 rounded-xl border border-orange-100 bg-white px-4 py-3 shadow-sm" data-testid="save-bar">
      {/* Screen readers hear changes of state only (failed, offline, back online), not every autosave the status shows. */}
      <p role="status" className="sr-only" data-testid="save-announcement">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {link ? (
          <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700" data-testid="save-status">
            <StatusIcon phase={sync.phase} dirty={sync.dirty} />
            <span>{status}</span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">Save this plan to get a private link: open it on any device, share it, and keep every version.</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {(sync.phase === 'retrying' || sync.phase === 'offline') && (
            <button type="button" className="btn-secondary" onClick={onRetryNow}>
              <RefreshCw className="size-4" aria-hidden />
              Retry now
            </button>
          )}
          {sync.phase === 'conflict' && (
            <button type="button" className="btn-primary" onClick={onResolveConflict}>
              Choose which plan to keep
            </button>
          )}
          {(!link || sync.phase === 'link-lost') && (
            <button type="button" className="btn-primary" onClick={onSave} disabled={creating}>
              {creating ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
              {creating ? 'Saving…' : link ? 'Save as a new plan' : 'Save plan'}
            </button>
          )}
          {link && sync.phase !== 'link-lost' && (
            <Link to={`/plans/${link.token}/overview`} className="btn-secondary">
              <History className="size-4" aria-hidden />
              Versions &amp; sharing
            </Link>
          )}
        </div>
      </div>
      {sync.message && sync.phase === 'retrying' && <p className="mt-2 text-sm text-slate-600">{sync.message}</p>}
      {failure && (
        <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="save-failure">
          {failure}
        </p>
      )}
      {notice && (
        <p className={`mt-2 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${NOTICE_STYLES[notice.kind]}`} data-testid="owner-notice">
          {notice.kind === 'approved' ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <span>{notice.text}</span>
        </p>
      )}
    </section>
  );
}
