/** The search states (see docs/planner.md#search-states). */
export type SearchView = 'loading' | 'error' | 'empty' | 'results';

/**
 * What a step shows for its search: a running search (the first, a Retry or a Search Again)
 * shows as loading even when earlier results or an earlier error are at hand.
 */
export function searchViewOf(search: { isFetching: boolean; isError: boolean; data: readonly unknown[] | undefined }): SearchView {
  if (search.isFetching) return 'loading';
  if (search.isError) return 'error';
  if (search.data === undefined) return 'loading';
  return search.data.length === 0 ? 'empty' : 'results';
}
