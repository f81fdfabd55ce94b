import { AlertTriangle, SearchX } from 'lucide-react';

export function BuilderListSkeleton() {
  return (
    <div role="status" aria-label="Loading builders" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="card flex animate-pulse flex-col gap-3" aria-hidden>
          <div className="flex gap-3">
            <div className="size-14 rounded-lg bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-5/6 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** Which empty sentence depends on whether filters are narrowing the list (see docs/marketplace.md#find-builders). */
export function BuilderListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center">
      <SearchX className="size-10 text-brand-600" aria-hidden />
      <h2 className="text-lg font-semibold text-ink">{filtered ? 'No builders found matching your criteria' : 'No builders available at the moment'}</h2>
      <p className="max-w-md text-sm text-slate-600">
        {filtered
          ? 'Try another search, or widen the category, location or price range.'
          : 'New builders are added as their profiles are approved. Check back soon.'}
      </p>
      {filtered && (
        <button type="button" className="btn-primary" onClick={onClearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}

export function BuilderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <h2 className="text-lg font-semibold text-ink">Unable to load builders</h2>
      <p className="max-w-md text-sm text-slate-600">The builder list could not be loaded. Please try again.</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
