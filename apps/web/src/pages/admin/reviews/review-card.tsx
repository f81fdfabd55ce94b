import type { Review } from '@stallplan/contracts';
import { Check, Loader2, X } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../ui/toaster.js';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { CriterionStars } from './criterion-stars.js';
import { criterionRatings, reviewStatus, reviewSubject } from './review-display.js';
import { ReviewPhotos } from './review-photos.js';
import { useApproveReview } from './use-admin-reviews.js';

function ModerationActions({ review, onReject }: { review: Review; onReject: (review: Review) => void }) {
  const toast = useToast();
  const approve = useApproveReview();
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    approve.mutate(review.id, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'done')
          toast({ title: 'Review approved', description: `${review.vendorName}'s profile now shows the review by ${review.companyName}.`, variant: 'success' });
        else setError(outcome.message);
      },
    });
  };
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      {error && (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn-secondary text-red-700 hover:bg-red-50"
          onClick={() => onReject(review)}
          disabled={approve.isPending}
          data-testid={`reject-review-${review.id}`}
        >
          <X className="size-4" aria-hidden />
          Reject
        </button>
        <button
          type="button"
          className="btn border-green-700 bg-green-700 text-white hover:bg-green-800"
          onClick={run}
          disabled={approve.isPending}
          data-testid={`approve-review-${review.id}`}
        >
          {approve.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
          {approve.isPending ? 'Approving...' : 'Approve'}
        </button>
      </div>
    </div>
  );
}

/** One review with everything the admin judges it by; a pending one carries Approve and Reject. */
export function ReviewCard({ review, onReject }: { review: Review; onReject: (review: Review) => void }) {
  const status = reviewStatus(review.status);
  const subject = reviewSubject(review);
  return (
    <article aria-label={subject} data-testid={`review-card-${review.id}`} className="card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-ink">{review.vendorName}</h3>
          <p className="break-words text-sm text-slate-600">
            by {review.companyName} · {review.exhibitionName}
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={review.createdAt}>{formatAdminDateTime(review.createdAt)}</time>
          </p>
        </div>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Ratings">
        {criterionRatings(review.ratings).map((rating) => (
          <CriterionStars key={rating.criterion} rating={rating} />
        ))}
      </dl>

      <p className="mt-4 whitespace-pre-line break-words text-sm text-slate-800">{review.text}</p>

      {review.photos.length > 0 && (
        <div className="mt-4">
          <ReviewPhotos photos={review.photos} subject={subject} />
        </div>
      )}

      {review.status === 'rejected' && (
        <p className="mt-4 break-words rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Rejection reason: </span>
          {review.rejectionReason ?? 'None given.'}
        </p>
      )}

      {review.status === 'pending' && <ModerationActions review={review} onReject={onReject} />}
    </article>
  );
}
