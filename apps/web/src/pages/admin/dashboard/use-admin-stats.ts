import type { AdminStats } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';

const NO_STATS: AdminStats = { vendors: { total: 0, active: 0, pending: 0 }, blogs: { total: 0 } };

/** The dashboard's counts; when they cannot be fetched they fall back to zero (see docs/marketplace.md#dashboard). */
export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: async ({ signal }): Promise<AdminStats> => {
      try {
        const result = await adminApi.adminStats({ signal });
        if (result.status === 200) return result.body.data;
        console.error('Admin stats refused', result.body);
      } catch (error) {
        console.error('Failed to load admin stats', error);
      }
      return NO_STATS;
    },
    // Approvals happen on another screen; coming back should show the new counts.
    staleTime: 0,
  });
}
