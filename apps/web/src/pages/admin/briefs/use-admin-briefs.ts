import type { AdminBid, AdminBrief } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';
import { refusal } from '../shared/load-failure.js';

export const ADMIN_BRIEFS_KEY = ['admin', 'briefs'] as const;
export const ADMIN_BIDS_KEY = ['admin', 'bids'] as const;

/**
 * Every brief, newest first. A 401 has already cleared the token (admin-session.ts) and the
 * guard leaves the page; reloaded on each visit since bids arrive while the admin is away.
 */
export function useAdminBriefs() {
  return useQuery({
    queryKey: ADMIN_BRIEFS_KEY,
    queryFn: async ({ signal }): Promise<AdminBrief[]> => {
      const result = await adminApi.listAdminBriefs({ signal });
      if (result.status !== 200) throw refusal('the briefs', result.body);
      return result.body.data;
    },
    staleTime: 0,
  });
}

/** Every bid, newest first, with the brief's show and company beside it. */
export function useAdminBids() {
  return useQuery({
    queryKey: ADMIN_BIDS_KEY,
    queryFn: async ({ signal }): Promise<AdminBid[]> => {
      const result = await adminApi.listAdminBids({ signal });
      if (result.status !== 200) throw refusal('the bids', result.body);
      return result.body.data;
    },
    staleTime: 0,
  });
}
