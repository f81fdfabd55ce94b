import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SearchEmpty, SearchError, SearchLoading } from './search-states.js';
import type { SearchTexts } from './search-texts.js';
import { searchViewOf } from './search-view.js';

interface TravelResultsProps<T> {
  query: UseQueryResult<T[]>;
  texts: SearchTexts;
  children: (options: T[]) => ReactNode;
}

/** One search's four states (see docs/planner.md#search-states): loading, error with Retry, empty with Search Again, results. */
export function TravelResults<T>({ query, texts, children }: TravelResultsProps<T>) {
  // Retry and Search Again ask the server again: answers are cached for good otherwise.
  const searchAgain = () => void query.refetch();
  switch (searchViewOf(query)) {
    case 'loading':
      return <SearchLoading texts={texts} />;
    case 'error':
      return <SearchError texts={texts} onRetry={searchAgain} />;
    case 'empty':
      return <SearchEmpty texts={texts} onSearchAgain={searchAgain} />;
    case 'results':
      return children(query.data ?? []);
  }
}
