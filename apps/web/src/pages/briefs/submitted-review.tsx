import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS, type Review } from '@stallplan/contracts';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatIndianDay } from '../../dates/format-day.js';

export const REVIEW_THANKS = 'Thank you — your review will appear once it has been checked.';

const STATUS: Record<Review['status'], { label: string; style: string; icon: ReactNode }> = {
  pending: { label: 'Pending: waiting to be checked', style: 'bg-amber-100 text-amber-900', icon: <Clock className="size-4" aria-hidden /> },
  approved: { label: 'Approved: shown on the builder’s profile', style: 'bg-green-100 text-green-800', icon: <CheckCircle2 className="size-4" aria-hidden /> },
  rejected: { label: 'Rejected: not shown', style: 'bg-red-100 text-red-800', icon: <XCircle className="size-4" aria-hidden /> },
};

/** The exhibitor's own review with where it stands: pending, approved, or rejected with the reason. */
export function SubmittedReview({ review, thanked }: { review: Review; thanked: boolean }) {
  const status = STATUS[review.status];
  return (
    <section className="card min-w-0 space-y-4" aria-labelledby="your-review-title" data-testid="submitted-review">
      {thanked && (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {REVIEW_THANKS}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="your-review-title" className="section-title mb-0">
          Your review of {review.vendorName}
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${status.style}`}
          data-testid="review-status"
          data-status={review.status}
        >
          {status.icon}
          {status.label}
        </span>
      </div>
      {review.status === 'rejected' && review.rejectionReason && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">Reason: {review.rejectionReason}</p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {REVIEW_CRITERIA.map((criterion) => (
          <div key={criterion} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{REVIEW_CRITERION_LABELS[criterion]}</dt>
            <dd className="font-semibold text-ink">
              {review.ratings[criterion]} <span aria-hidden>★</span>
              <span className="sr-only"> out of 5</span>
            </dd>
          </div>
        ))}
      </dl>
      <blockquote className="whitespace-pre-line break-words text-sm text-slate-700">“{review.text}”</blockquote>
      {review.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Your photos">
          {review.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Your stall photo ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500">Written {formatIndianDay(review.createdAt)}</p>
    </section>
  );
}
