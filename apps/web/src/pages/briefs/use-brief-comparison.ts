import { ACCESS_TOKEN_PATTERN, type BriefComparison } from '@stallplan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/api-client.js';

/** A 401 is an answer, not a failure: the page says the link is not valid, with no Retry. */
export type ComparisonLoad = { kind: 'ok'; data: BriefComparison } | { kind: 'invalid' };

export const comparisonKey = (token: string) => ['brief-comparison', token] as const;

/** GET /api/briefs/:token. A token of the wrong shape is not sent: the answer would be the same 401. */
export function useBriefComparison(token: string) {
  return useQuery({
    queryKey: comparisonKey(token),
    queryFn: async ({ signal }): Promise<ComparisonLoad> => {
      if (!ACCESS_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
      const response = await api.getBriefComparison({ params: { token }, signal });
      return response.status === 200 ? { kind: 'ok', data: response.body.data } : { kind: 'invalid' };
    },
  });
}

/** Puts an answer the service gave (after an award or a review) in place of the loaded comparison. */
export function useReplaceComparison(token: string): (change: (current: BriefComparison) => BriefComparison) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change) =>
      queryClient.setQueryData<ComparisonLoad>(comparisonKey(token), (current) =>
        current?.kind === 'ok' ? { kind: 'ok', data: change(current.data) } : current,
      ),
    [queryClient, token],
  );
}
