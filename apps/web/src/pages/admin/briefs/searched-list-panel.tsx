import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from '../shared/admin-list-states.js';
import { loadFailureDetail } from '../shared/load-failure.js';

interface SearchedListPanelProps<T> {
  query: UseQueryResult<T[]>;
  /** The query's items that match the search. */
  shown: readonly T[];
  /** Plural, lower case: "briefs". */
  noun: string;
  searched: boolean;
  onClearSearch: () => void;
  /** Why the list is empty before anything was searched. */
  emptyDescription: string;
  children: (items: readonly T[]) => ReactNode;
}

/** One tab's list with its loading, failed, empty and "n of m match" states. */
export function SearchedListPanel<T>({ query, shown, noun, searched, onClearSearch, emptyDescription, children }: SearchedListPanelProps<T>) {
  if (query.isPending) return <AdminListSkeleton label={`Loading ${noun}`} />;
  if (query.isError)
    return <AdminListError message={`Could not load the ${noun}.`} detail={loadFailureDetail(query.error)} onRetry={() => void query.refetch()} />;
  if (shown.length === 0) {
    return searched ? (
      <AdminListEmpty title={`No ${noun} match your search`} onClearSearch={onClearSearch} />
    ) : (
      <AdminListEmpty title={`No ${noun} yet`} description={emptyDescription} />
    );
  }
  return (
    <>
      {searched && (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {shown.length} of {query.data.length} {noun} match your search
        </p>
      )}
      {children(shown)}
    </>
  );
}
