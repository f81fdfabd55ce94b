import type { TradeEvent } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

async function fetchTradeEvents(signal: AbortSignal): Promise<TradeEvent[]> {
  const response = await api.listEvents({ query: {}, signal });
  if (response.status !== 200) throw new Error('The events catalogue could not be loaded.');
  return response.body.data;
}

/**
 * The events catalogue, fetched once per visit: it changes only with a release. While it loads,
 * or when it cannot be loaded, the list is empty and space is priced at the typical rate;
 * `settled` says the answer (or the failure) is in.
 */
export function useTradeEvents(): { events: readonly TradeEvent[]; settled: boolean } {
  const query = useQuery({ queryKey: ['trade-events'], queryFn: ({ signal }) => fetchTradeEvents(signal), staleTime: Infinity });
  return { events: query.data ?? [], settled: !query.isPending };
}
