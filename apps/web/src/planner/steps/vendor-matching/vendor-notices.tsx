import { AlertTriangle, ClipboardList, SearchX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

function Notice({ icon: Icon, title, children, role }: { icon: LucideIcon; title: string; children: ReactNode; role?: 'alert' }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-10 text-center" role={role}>
      <Icon className="size-10 text-brand-600" aria-hidden />
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

/** Matching needs the city and the booth size from the earlier steps (see docs/planner.md#step-3-vendor-matching). */
export function CompleteDetailsNotice({ onGoToDetails }: { onGoToDetails: () => void }) {
  return (
    <Notice icon={ClipboardList} title="Complete Your Details">
      <p className="text-sm text-slate-600">Required: Destination city and booth size from previous steps</p>
      <button type="button" className="btn-secondary" onClick={onGoToDetails}>
        Go to Event Details
      </button>
    </Notice>
  );
}

export function NoVendorsNotice({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  return (
    <Notice icon={SearchX} title="No Matching Vendors">
      <p className="max-w-md text-sm text-slate-600">
        We could not find vendors for this selection. Tip: select All categories to see every vendor that serves your city and booth size.
      </p>
      {filtered && (
        <button type="button" className="btn-secondary" onClick={onShowAll}>
          Show All categories
        </button>
      )}
    </Notice>
  );
}

export function VendorsErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice icon={AlertTriangle} title="Unable to Load Vendors" role="alert">
      <p className="text-sm text-slate-600">{message}. Please try again.</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </Notice>
  );
}
