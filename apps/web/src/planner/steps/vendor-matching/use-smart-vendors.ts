import type { VendorCategory, VendorRecommendation } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client.js';
import type { MatchingRequest } from './matching-request.js';

/** A non-OK answer is reported as this, whatever the service said (see docs/planner.md#step-3-vendor-matching). */
export const VENDORS_FAILED_MESSAGE = 'Failed to fetch vendors';

async function fetchVendors(request: MatchingRequest, category: VendorCategory | undefined, signal: AbortSignal): Promise<VendorRecommendation[]> {
  const response = await api.findSmartVendors({ query: { ...request, ...(category ? { category } : {}) }, signal });
  if (response.status !== 200) throw new Error(VENDORS_FAILED_MESSAGE);
  return response.body.data;
}

/**
 * GET /api/smart-vendors for the plan's city and booth size. Each category is its own query, so
 * the service ranks within the category and switching back answers from the cache.
 */
export function useSmartVendors(request: MatchingRequest | null, category: VendorCategory | undefined) {
  return useQuery({
    queryKey: ['smart-vendors', request?.destinationCity, request?.boothSize, category ?? 'all'],
    queryFn: ({ signal }) => {
      if (!request) throw new Error(VENDORS_FAILED_MESSAGE);
      return fetchVendors(request, category, signal);
    },
    enabled: request !== null,
  });
}
