import { VENDOR_PAGE_SIZE, type VendorPageResponse } from '@stallplan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';
import type { BuilderListParams } from './builder-list-params.js';
import { serverMessage } from '../../api/refusal.js';

/**
 * GET /api/vendors, one page: the catalog filters (search, category, location, price range) and
 * counts, so the page count is that of what matches. Approved vendors come first, then pending
 * ones by name and place only; a registration whose e-mail is not confirmed is never listed. The
 * previous page stays on screen while the next loads.
 */
export function useBuilders(view: BuilderListParams) {
  return useQuery({
    queryKey: ['vendors', 'public', view.page, view.search.trim(), view.category, view.location, view.priceRange],
    queryFn: async ({ signal }): Promise<VendorPageResponse> => {
      try {
        const query = {
          page: view.page,
          pageSize: VENDOR_PAGE_SIZE,
          ...(view.search.trim() ? { search: view.search.trim() } : {}),
          ...(view.category ? { category: view.category } : {}),
          ...(view.location ? { location: view.location } : {}),
          ...(view.priceRange ? { priceRange: view.priceRange as VendorPageResponse['data'][number]['priceRange'] } : {}),
        };
        const response = await api.listVendors({ query, signal });
        if (response.status !== 200) throw new Error(serverMessage(response.body) ?? 'The builders could not be loaded.');
        return response.body;
      } catch (error) {
        // A failed load is only logged; the page offers Retry as well (see docs/marketplace.md#find-builders).
        console.error('Failed to load builders', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
