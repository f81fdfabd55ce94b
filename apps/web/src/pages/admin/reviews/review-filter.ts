import type { ReviewStatus } from '@stallplan/contracts';

/** Pending first: that is the work waiting for the admin. */
export const REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const REVIEW_FILTER_LABELS: Readonly<Record<ReviewFilter, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** The `?status=` of the address; anything unknown (or missing) shows the pending reviews. */
export function parseReviewFilter(value: string | null): ReviewFilter {
  return REVIEW_FILTERS.find((filter) => filter === value) ?? 'pending';
}

/** The list call's query: no status asks for every review. */
export function reviewListQuery(filter: ReviewFilter): { status?: ReviewStatus } {
  return filter === 'all' ? {} : { status: filter };
}

const EMPTY: Readonly<Record<ReviewFilter, string>> = {
  pending: 'No reviews are waiting for approval.',
  approved: 'No reviews have been approved yet.',
  rejected: 'No reviews have been rejected.',
  all: 'No reviews have been written yet.',
};

export const emptyReviewsMessage = (filter: ReviewFilter) => EMPTY[filter];
