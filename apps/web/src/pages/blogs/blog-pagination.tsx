import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from './page-window.js';

interface BlogPaginationProps {
  page: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
}

/** §2: Previous, at most five numbered pages, Next. */
export function BlogPagination({ page, totalPages, hasPreviousPage, hasNextPage, onPageChange }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className="btn-secondary px-3" disabled={!hasPreviousPage} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </button>
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
      <button type="button" className="btn-secondary px-3" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}
