import type { TradeEvent } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/api-client.js';

async function fetchTradeEvents(signal: AbortSignal): Promise<TradeEvent[]> {
  const response = await api.listEvents({ query: {}, signal });
  if (response.status !== 200) throw new Error('The events catalogue could not be loaded.');
  return response.body.data;
}

export interface TradeEvents {
  events: readonly TradeEvent[];
  /** The answer or the failure is in. */
  settled: boolean;
  /** The catalogue could not be loaded; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * The events catalogue, fetched once per visit: it changes only with a release. While it loads,
 * or when it cannot be loaded, the list is empty; the final quote waits for it (and offers to try
 * again) rather than price space at a rate that is about to change.
 */
export function useTradeEvents(): TradeEvents {
  const query = useQuery({ queryKey: ['trade-events'], queryFn: ({ signal }) => fetchTradeEvents(signal), staleTime: Infinity });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { events: query.data ?? [], settled: !query.isPending, failed: query.isError, retry };
}
