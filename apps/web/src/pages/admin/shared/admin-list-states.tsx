import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** Grey bars in the shape of a list while it loads, so the page does not jump when it arrives. */
export function AdminListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="card flex animate-pulse flex-col gap-2 p-4" aria-hidden>
          <div className="h-4 w-2/3 rounded bg-slate-200 sm:w-1/3" />
          <div className="h-3 w-full rounded bg-slate-100 sm:w-2/3" />
          <div className="h-3 w-1/2 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** A failed load says so and offers another try, rather than posing as an empty list. */
export function AdminListError({ message, detail, onRetry }: { message: string; detail?: string | undefined; onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-10 text-center">
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <p className="font-semibold text-ink">{message}</p>
      {detail && <p className="max-w-md break-words text-sm text-slate-600">{detail}</p>}
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface AdminListEmptyProps {
  icon?: ReactNode;
  title: string;
  description?: string;
  /** Offered when a search hid everything, so the admin can get the list back in one click. */
  onClearSearch?: (() => void) | undefined;
  /** The way to the first record (write a blog, add a vendor), beside Clear Search. */
  action?: ReactNode;
}

/** An empty list, or a search that matched nothing; the title is a heading, so it can be found by name. */
export function AdminListEmpty({ icon, title, description, onClearSearch, action }: AdminListEmptyProps) {
  return (
    <div className="card flex flex-col items-center gap-3 py-10 text-center">
      {icon ?? <SearchX className="size-10 text-slate-300" aria-hidden />}
      <h3 className="font-semibold text-ink">{title}</h3>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {(onClearSearch || action) && (
        <div className="flex flex-wrap justify-center gap-2">
          {onClearSearch && (
            <button type="button" className="btn-secondary" onClick={onClearSearch}>
              Clear Search
            </button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
