import type { Vendor } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

/**
 * GET /api/vendors: the public catalogue. The catalog service answers with approved (active)
 * profiles only; a self-registration stays out of it until an admin approves it.
 */
export function useBuilders() {
  return useQuery({
    queryKey: ['vendors', 'public'],
    queryFn: async ({ signal }): Promise<Vendor[]> => {
      try {
        const response = await api.listVendors({ signal });
        return response.body.data;
      } catch (error) {
        // §8 "Builders load failure: only logged"; the page offers Retry as well.
        console.error('Failed to load builders', error);
        throw error;
      }
    },
  });
}
