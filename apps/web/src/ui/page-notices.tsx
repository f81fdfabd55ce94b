import { INVALID_LINK_MESSAGE } from '@stallplan/contracts';
import { AlertTriangle, Link2Off } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A 401 on a private link: the same words whatever the reason, so a guess learns nothing. */
export function InvalidLinkNotice() {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-12 text-center" data-testid="invalid-link">
      <Link2Off className="size-10 text-brand-600" aria-hidden />
      <h1 className="text-xl font-bold text-ink">{INVALID_LINK_MESSAGE}</h1>
      <Link to="/" className="btn-secondary">
        Go to StallPlan
      </Link>
    </div>
  );
}

/** A load that failed for another reason (network, server): say so and offer another try. */
export function LoadErrorNotice({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <h1 className="text-xl font-bold text-ink">{title}</h1>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Grey blocks in the shape of a summary card and a form or table, while the page loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse space-y-6">
      <div className="card space-y-3" aria-hidden>
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
        <div className="grid grid-cols-2 gap-3 pt-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-4 rounded bg-slate-100" />
          ))}
        </div>
      </div>
      <div className="card space-y-3" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-9 rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
