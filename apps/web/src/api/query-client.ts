import { QueryClient } from '@tanstack/react-query';

/**
 * Data loading (see docs/planner.md#calls): no automatic retry, no refetch on focus, no polling, data never
 * stale. Screens offer Retry or Search Again themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
