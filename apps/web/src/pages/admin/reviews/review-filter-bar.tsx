import { REVIEW_FILTERS, REVIEW_FILTER_LABELS, type ReviewFilter } from './review-filter.js';

/** The four filters as toggle buttons; Pending carries its count once known. */
export function ReviewFilterBar({
  value,
  pendingCount,
  onChange,
}: {
  value: ReviewFilter;
  pendingCount: number | undefined;
  onChange: (filter: ReviewFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show reviews" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      {REVIEW_FILTERS.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={`whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-ink'}`}
          >
            {REVIEW_FILTER_LABELS[filter]}
            {filter === 'pending' && pendingCount !== undefined && ` (${pendingCount})`}
          </button>
        );
      })}
    </div>
  );
}
