import type { VendorReviewsResponse } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.js';

export type VendorReviews = VendorReviewsResponse['data'];

/**
 * GET /api/vendors/:id/reviews: the approved reviews and their averages. A vendor the service
 * does not know (404, 400) has none; only a failed call is an error, and the profile then simply
 * shows no reviews.
 */
export function useVendorReviews(vendorId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['vendor-reviews', vendorId],
    queryFn: async ({ signal }): Promise<VendorReviews | null> => {
      const response = await api.listVendorReviews({ params: { id: vendorId ?? '' }, signal });
      return response.status === 200 ? response.body.data : null;
    },
    enabled: enabled && Boolean(vendorId),
  });
}
