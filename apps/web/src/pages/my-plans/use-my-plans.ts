import type { MyPlansResponse } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

export type MyPlansList = MyPlansResponse['data'];

/** A 401 is an answer, not a failure: the sign-in has ended and the page asks for a new link. */
export type MyPlansLoad = { kind: 'ok'; data: MyPlansList } | { kind: 'ended' };

export const myPlansKey = (session: string) => ['my-plans', session] as const;

/** GET /api/my-plans/:session, only while a session is held. */
export function useMyPlans(session: string | null) {
  return useQuery({
    queryKey: myPlansKey(session ?? ''),
    enabled: session !== null,
    queryFn: async ({ signal }): Promise<MyPlansLoad> => {
      const response = await api.listMyPlans({ params: { session: session ?? '' }, signal });
      return response.status === 200 ? { kind: 'ok', data: response.body.data } : { kind: 'ended' };
    },
  });
}
