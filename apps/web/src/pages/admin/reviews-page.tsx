import type { Review } from '@stallplan/contracts';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { RejectReviewDialog } from './reviews/reject-review-dialog.js';
import { ReviewCard } from './reviews/review-card.js';
import { REVIEW_FILTER_LABELS, emptyReviewsMessage, parseReviewFilter, type ReviewFilter } from './reviews/review-filter.js';
import { ReviewFilterBar } from './reviews/review-filter-bar.js';
import { useAdminReviews, usePendingReviewCount } from './reviews/use-admin-reviews.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';
import { loadFailureDetail } from './shared/load-failure.js';

function ReviewModeration() {
  // The filter is part of the address (`?status=approved`), so Back and a reload keep it.
  const [params, setParams] = useSearchParams();
  const filter = parseReviewFilter(params.get('status'));
  const reviews = useAdminReviews(filter);
  const pendingCount = usePendingReviewCount();
  const [rejecting, setRejecting] = useState<Review | null>(null);

  const changeFilter = (next: ReviewFilter) => setParams(next === 'pending' ? {} : { status: next }, { replace: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminHeader title="Builder Reviews" />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ReviewFilterBar value={filter} pendingCount={pendingCount} onChange={changeFilter} />
        {reviews.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {reviews.data.length === 1 ? '1 review' : `${reviews.data.length} reviews`}
            {filter === 'all' ? '' : ` ${REVIEW_FILTER_LABELS[filter].toLowerCase()}`}
          </p>
        )}
      </div>

      {reviews.isPending ? (
        <AdminListSkeleton label="Loading reviews" rows={3} />
      ) : reviews.isError ? (
        <AdminListError message="Could not load the reviews." detail={loadFailureDetail(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <AdminListEmpty icon={<MessageSquareText className="size-10 text-slate-300" aria-hidden />} title={emptyReviewsMessage(filter)} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={`${REVIEW_FILTER_LABELS[filter]} reviews`}>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onReject={setRejecting} />
            </li>
          ))}
        </ul>
      )}

      <RejectReviewDialog review={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

/** `/admin/reviews`: exhibitors' reviews of builders wait here until the admin approves or rejects them. */
export function AdminReviewsPage() {
  usePageMeta('Builder Reviews', "Approve or reject exhibitors' reviews of builders before they appear on the builders' profiles.");
  return (
    <AdminGuard>
      <ReviewModeration />
    </AdminGuard>
  );
}
