import type { SavedPlan } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { CheckCircle2, MessageSquareWarning, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDayRange } from '../../dates/format-day.js';
import { ownerNotice } from '../owner-notice.js';
import { formatDateTime, STATUS_LABELS } from './overview-text.js';

const STATUS_STYLES = {
  draft: 'border-slate-300 bg-slate-50 text-slate-700',
  shared: 'border-sky-300 bg-sky-50 text-sky-900',
  approved: 'border-green-300 bg-green-50 text-green-900',
} as const;

/** The show, where the plan stands, and its newest total. */
export function PlanHeader({ token, plan }: { token: string; plan: SavedPlan }) {
  const details = plan.content.eventDetails;
  const notice = ownerNotice(plan);
  const show = details.exhibitionName?.trim() || 'Unnamed show';
  const where = [details.destinationCity, details.exhibitionStartDate ? formatDayRange(details.exhibitionStartDate, details.exhibitionEndDate ?? '') : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <header className="card space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">Versions &amp; sharing</p>
          <h1 className="break-words text-2xl font-bold text-ink">{show}</h1>
          {where && <p className="text-sm text-slate-600">{where}</p>}
        </div>
        <Link to={`/plans/${token}`} className="btn-secondary">
          <Pencil className="size-4" aria-hidden />
          Open in the planner
        </Link>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[plan.status]}`} data-testid="plan-status">
              {STATUS_LABELS[plan.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Newest version</dt>
          <dd className="font-medium">
            {plan.latestVersion} · {formatInr(plan.quote.totals.grandTotal)} with GST
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Last saved</dt>
          <dd className="font-medium">{formatDateTime(plan.updatedAt)}</dd>
        </div>
      </dl>
      {plan.approval && (
        <p
          className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${plan.approval.changedSince ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-green-200 bg-green-50 text-green-900'}`}
          data-testid="approval-notice"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {plan.approval.name} approved version {plan.approval.versionNumber} on {formatDateTime(plan.approval.createdAt)}.
            {plan.approval.changedSince && ' Changed since approval: a newer version exists, so ask again before you book.'}
          </span>
        </p>
      )}
      {notice?.kind === 'changes-requested' && (
        <p
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="changes-requested-notice"
        >
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{notice.text}</span>
        </p>
      )}
    </header>
  );
}
