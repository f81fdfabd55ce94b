import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './page-window.js';

interface PageControlsProps {
  /** Names the navigation for screen readers, e.g. "Builder pages". */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Also say "Page 2 of 9" below the buttons. */
  showPosition?: boolean;
}

/**
 * Previous, at most five numbered pages, Next: real buttons, so Tab and Enter or Space page
 * through as a click does; the current page is marked for screen readers.
 */
export function PageControls({ label, page, totalPages, onPageChange, showPosition = false }: PageControlsProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className="btn-secondary px-3" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
      {showPosition && (
        <p className="order-last w-full text-center text-sm text-slate-600" aria-live="polite">
          Page {page} of {totalPages}
        </p>
      )}
      <ul className="flex items-center gap-1.5">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`min-w-10 px-3 ${number === page ? 'btn-primary' : 'btn-secondary'}`}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary px-3" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
