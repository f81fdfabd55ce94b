import type { Review } from '@stallplan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';
import { refusal } from '../shared/load-failure.js';
import { approveReview, rejectReview, type ModerationOutcome } from './moderate-review.js';
import { reviewListQuery, type ReviewFilter } from './review-filter.js';

export const ADMIN_REVIEWS_KEY = ['admin', 'reviews'] as const;

/** The reviews under one filter, newest first; reloaded on each visit, as exhibitors write them any time. */
export function useAdminReviews(filter: ReviewFilter) {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS_KEY, filter],
    queryFn: async ({ signal }): Promise<Review[]> => {
      const result = await adminApi.listAdminReviews({ query: reviewListQuery(filter), signal });
      if (result.status !== 200) throw refusal('the reviews', result.body);
      return result.body.data;
    },
    staleTime: 0,
  });
}

/**
 * How many reviews wait for approval, for the dashboard and the Pending filter; undefined until
 * known or when the list cannot be had (a count is not worth an error message).
 */
export function usePendingReviewCount(): number | undefined {
  return useAdminReviews('pending').data?.length;
}

/**
 * Approving or rejecting moves a review between every filter and changes the builder's public
 * ratings. A refusal may mean another admin got there first, so the lists reload either way.
 */
function useModeration<Args>(moderate: (args: Args) => Promise<ModerationOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_KEY }), queryClient.invalidateQueries({ queryKey: ['vendors'] })]),
  });
}

export function useApproveReview() {
  return useModeration((id: string) => approveReview(id));
}

export function useRejectReview() {
  return useModeration(({ id, reason }: { id: string; reason: string }) => rejectReview(id, reason));
}
