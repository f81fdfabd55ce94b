import { AlertTriangle, FileSearch } from 'lucide-react';
import { BLOG_PAGE_SIZE } from '@stallplan/contracts';

/** Placeholder cards in the grid's shape while the first page loads. */
export function BlogListSkeleton() {
  return (
    <div role="status" aria-label="Loading articles" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
        <div key={index} className="card flex animate-pulse flex-col gap-3" aria-hidden>
          <div className="h-3 w-1/2 rounded bg-slate-200" />
          <div className="h-5 w-4/5 rounded bg-slate-200" />
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

/** The empty state's wording depends on whether the reader searched (see docs/marketplace.md#blog-list). */
export function BlogListEmpty({ searched, onClearSearch }: { searched: boolean; onClearSearch: () => void }) {
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center">
      <FileSearch className="size-10 text-brand-600" aria-hidden />
      <h2 className="text-lg font-semibold text-ink">No articles found</h2>
      <p className="max-w-md text-sm text-slate-600">
        {searched
          ? "We couldn't find any articles matching your search. Try different keywords or browse all articles."
          : 'No articles are available at the moment. Check back soon for new insights and tips!'}
      </p>
      {searched && (
        <button type="button" className="btn-primary" onClick={onClearSearch}>
          Clear Search
        </button>
      )}
    </div>
  );
}

/** A failed load says so and offers another try, rather than posing as an empty blog. */
export function BlogLoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{message}</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
