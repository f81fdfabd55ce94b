import type { MyPlanSummary, PlanStatus } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Copy, ExternalLink, Loader2, Trash2 } from 'lucide-react';
import { formatDayRange } from '../../dates/format-day.js';
import { PLAN_STATUS_LABELS } from '../../my-plans/financial-year.js';

const STATUS_STYLES: Record<PlanStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  shared: 'bg-sky-100 text-sky-800',
  approved: 'bg-green-100 text-green-800',
};

/** A plan duplicated for another show has no show or dates yet; the card says so instead of showing blanks. */
export function planTitle(plan: Pick<MyPlanSummary, 'exhibitionName'>): string {
  return plan.exhibitionName.trim() || 'Show not chosen yet';
}

export function planWhereAndWhen(plan: Pick<MyPlanSummary, 'city' | 'startDate' | 'endDate'>): string {
  const city = plan.city.trim();
  const dates = plan.startDate ? formatDayRange(plan.startDate, plan.endDate) : '';
  return [city, dates].filter(Boolean).join(' · ') || 'City and dates not set yet';
}

interface MyPlanCardProps {
  plan: MyPlanSummary;
  /** Its edit link is being made. */
  opening: boolean;
  /** Any action of the list is running: every action waits for it. */
  disabled: boolean;
  onOpen: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One saved plan in the list: where and when, its version and status, its total, and what can be done with it. */
export function MyPlanCard({ plan, opening, disabled, onOpen, onDuplicate, onDelete }: MyPlanCardProps) {
  const title = planTitle(plan);
  const titleId = `plan-${plan.id}-title`;
  return (
    <li className="card flex min-w-0 flex-col gap-3" data-testid={`my-plan-${plan.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 break-words text-base font-semibold text-ink">
          {title}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[plan.status]}`} data-testid="plan-status">
          {PLAN_STATUS_LABELS[plan.status]}
        </span>
      </div>
      <p className="text-sm text-slate-600">{planWhereAndWhen(plan)}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Version</dt>
          <dd className="font-medium text-ink">{plan.latestVersion}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Total with GST</dt>
          <dd className="font-semibold text-ink" data-testid="plan-total">
            {formatInr(plan.grandTotal)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={onOpen} disabled={disabled}>
          {opening ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ExternalLink className="size-4" aria-hidden />}
          {opening ? 'Opening...' : 'Open'}
          <span className="sr-only"> the plan for {title}</span>
        </button>
        <button type="button" className="btn-secondary" onClick={onDuplicate} disabled={disabled}>
          <Copy className="size-4" aria-hidden />
          Duplicate for another show
          <span className="sr-only"> (from the plan for {title})</span>
        </button>
        <button type="button" className="btn-ghost text-red-700" onClick={onDelete} disabled={disabled}>
          <Trash2 className="size-4" aria-hidden />
          Delete
          <span className="sr-only"> the plan for {title}</span>
        </button>
      </div>
    </li>
  );
}
