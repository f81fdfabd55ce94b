import { ACCESS_TOKEN_PATTERN, PLAN_OPENED_VIA_MAIL, type SavedPlan } from '@stallplan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/api-client.js';
import { serverMessage } from '../api/refusal.js';

/** A 401 is an answer, not a failure: the page says the link is not valid, with no Retry. */
export type SavedPlanLoad = { kind: 'ok'; plan: SavedPlan } | { kind: 'invalid'; message: string | null };

export const savedPlanKey = (token: string) => ['saved-plan', token] as const;

/**
 * GET /api/plans/:token, fresh on every visit (autosave changes it meanwhile). A token of the wrong
 * shape is not sent. `viaMail`: the page was opened from the link in the saved-plan mail, which
 * the server counts as the address being its owner's.
 */
export function useSavedPlan(token: string, options: { viaMail?: boolean } = {}) {
  return useQuery({
    queryKey: savedPlanKey(token),
    staleTime: 0,
    queryFn: async ({ signal }): Promise<SavedPlanLoad> => {
      if (!ACCESS_TOKEN_PATTERN.test(token)) return { kind: 'invalid', message: null };
      const response = await api.getPlan({ params: { token }, ...(options.viaMail ? { query: { via: PLAN_OPENED_VIA_MAIL } } : {}), signal });
      return response.status === 200 ? { kind: 'ok', plan: response.body.data } : { kind: 'invalid', message: serverMessage(response.body) ?? null };
    },
  });
}

/** Puts the plan a call answered (a restore, a revoke) in place of the loaded one. */
export function useReplaceSavedPlan(token: string): (plan: SavedPlan) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (plan) => {
      const next: SavedPlanLoad = { kind: 'ok', plan };
      queryClient.setQueryData(savedPlanKey(token), next);
    },
    [queryClient, token],
  );
}
