import type { SharedBrief } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Building2, CalendarDays, Clock, IndianRupee, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDayRange, formatIndianDay } from '../dates/format-day.js';
import { designSummaryRows } from './design-summary.js';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * The brief as both private pages show it: who exhibits where and when, what the stall should be,
 * the budget and notes, and when bids close. Its title is the page's heading.
 */
export function BriefSummary({ brief, title, designFolded = false }: { brief: SharedBrief; title: ReactNode; designFolded?: boolean }) {
  const rows = designSummaryRows(brief.design, brief.areaSqm);
  const design = (
    <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="brief-design">
      {rows.map((row) => (
        <div key={row.label} className="flex min-w-0 flex-col border-b border-slate-100 pb-2">
          <dt className="text-xs text-slate-500">{row.label}</dt>
          <dd className="break-words font-medium text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <section className="card min-w-0" aria-labelledby="brief-title" data-testid="brief-summary">
      <h1 id="brief-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <dl className="mt-4 grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
        <Fact icon={<Building2 className="size-4" aria-hidden />} label="Exhibitor">
          {brief.companyName}
        </Fact>
        <Fact icon={<MapPin className="size-4" aria-hidden />} label="Show and city">
          {brief.event.exhibitionName}, {brief.event.city}
        </Fact>
        <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Show dates">
          {formatDayRange(brief.event.startDate, brief.event.endDate)}
        </Fact>
        <Fact icon={<IndianRupee className="size-4" aria-hidden />} label="Budget">
          {brief.budget === null ? 'No budget shared' : `Budget for the stall build: ${formatInr(brief.budget)}`}
        </Fact>
        <Fact icon={<Clock className="size-4" aria-hidden />} label="Bids close">
          Bids close on {formatIndianDay(brief.bidsCloseAt)}
        </Fact>
      </dl>

      {designFolded ? (
        // The exhibitor wrote this brief: the stall's details stay one click away, the bids come first.
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-semibold uppercase tracking-wide text-slate-500">The stall ({rows.length} details)</summary>
          {design}
        </details>
      ) : (
        <>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">The stall</h2>
          {design}
        </>
      )}

      {brief.notes && (
        <>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Notes from the exhibitor</h2>
          <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{brief.notes}</p>
        </>
      )}
    </section>
  );
}
