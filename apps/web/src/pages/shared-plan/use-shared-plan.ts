import { ACCESS_TOKEN_PATTERN, type PlanResponse, type SharedPlan } from '@stallplan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/api-client.js';

/** A 401 is an answer, not a failure: the link is not valid, revoked or expired, and the page says so. */
export type SharedPlanLoad = { kind: 'ok'; data: SharedPlan } | { kind: 'invalid' };

export const sharedPlanKey = (token: string) => ['shared-plan', token] as const;

/** GET /api/shared-plans/:token. A token of the wrong shape is not sent: the answer would be the same 401. */
export function useSharedPlan(token: string) {
  return useQuery({
    queryKey: sharedPlanKey(token),
    queryFn: async ({ signal }): Promise<SharedPlanLoad> => {
      if (!ACCESS_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
      const response = await api.getSharedPlan({ params: { token }, signal });
      return response.status === 200 ? { kind: 'ok', data: response.body.data } : { kind: 'invalid' };
    },
  });
}

/** Adds an answer the service just stored to the loaded plan's list, without loading the plan again. */
export function useAddSharedPlanResponse(token: string): (response: PlanResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response) =>
      queryClient.setQueryData<SharedPlanLoad>(sharedPlanKey(token), (current) =>
        current?.kind === 'ok' ? { kind: 'ok', data: { ...current.data, responses: [...current.data.responses, response] } } : current,
      ),
    [queryClient, token],
  );
}
