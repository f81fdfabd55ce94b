import type { Vendor } from '@stallplan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../admin/admin-session.js';
import { serverMessage } from '../../../api/refusal.js';

export const ADMIN_VENDORS_KEY = ['admin', 'vendors'] as const;

/**
 * Every vendor, active or pending. A failure is logged (see docs/marketplace.md#vendor-management); a 401 has already cleared the token,
 * and the admin guard then sends the browser to /admin.
 */
export function useAdminVendors() {
  return useQuery({
    queryKey: ADMIN_VENDORS_KEY,
    queryFn: async ({ signal }): Promise<Vendor[]> => {
      try {
        const result = await adminApi.listAdminVendors({ signal });
        if (result.status === 200) return result.body.data;
        throw new Error(serverMessage(result.body) ?? 'The vendors could not be loaded.');
      } catch (error) {
        console.error('Failed to load vendors', error);
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** After a change: the list, the dashboard's counts and the public catalogue all move. */
export function useRefreshVendors(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_VENDORS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      queryClient.invalidateQueries({ queryKey: ['vendors'] }),
    ]);
  }, [queryClient]);
}
