import { ACCESS_TOKEN_PATTERN, type BuilderBriefResponse } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

export type BuilderBrief = BuilderBriefResponse['data'];
/** A 401 is an answer, not a failure: the page says the link is not valid, with no Retry. */
export type BuilderBriefLoad = { kind: 'ok'; data: BuilderBrief } | { kind: 'invalid' };

export const builderBriefKey = (token: string) => ['builder-brief', token] as const;

/** GET /api/bids/:token. A token of the wrong shape is not sent: the answer would be the same 401. */
export function useBuilderBrief(token: string) {
  return useQuery({
    queryKey: builderBriefKey(token),
    queryFn: async ({ signal }): Promise<BuilderBriefLoad> => {
      if (!ACCESS_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
      const response = await api.getBuilderBrief({ params: { token }, signal });
      return response.status === 200 ? { kind: 'ok', data: response.body.data } : { kind: 'invalid' };
    },
  });
}
