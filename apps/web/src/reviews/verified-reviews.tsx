import type { Review } from '@stallplan/contracts';
import { BadgeCheck, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { formatIndianDay } from '../dates/format-day.js';
import { criterionAverages, reviewOverall, reviewSummaryText } from './review-summary.js';
import { useVendorReviews } from './use-vendor-reviews.js';

/** Reviews shown before "Show all", so a long history does not bury the rest of a profile. */
const SHOWN_AT_FIRST = 3;

function ReviewPhotos({ review }: { review: Review }) {
  const photos = review.photos.filter((url) => url.startsWith('/api/files/'));
  if (photos.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${review.companyName}`}>
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-700">
            <img
              src={url}
              alt={`Stall photo ${index + 1} from ${review.companyName} (opens in a new tab)`}
              loading="lazy"
              className="size-16 rounded-lg border border-slate-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const overall = reviewOverall(review.ratings);
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="verified-review">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          {overall.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </span>
        <span className="text-xs text-slate-500">
          Design {review.ratings.design} · Workmanship {review.ratings.workmanship} · Timeliness {review.ratings.timeliness} · Cost {review.ratings.cost}
        </span>
      </p>
      <blockquote className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">“{review.text}”</blockquote>
      <p className="mt-2 text-xs text-slate-500">
        <span className="font-semibold text-ink">{review.companyName}</span> · {review.exhibitionName}
        {formatIndianDay(review.createdAt) && <> · {formatIndianDay(review.createdAt)}</>}
      </p>
      <ReviewPhotos review={review} />
    </li>
  );
}

/**
 * A builder's verified reviews: written by exhibitors who awarded it a brief, after their show,
 * and checked by StallPlan. Nothing at all is drawn while loading, on failure or with none, so a
 * profile without reviews looks as it did before.
 */
export function VerifiedReviews({ vendorId, enabled = true, compact = false }: { vendorId: string; enabled?: boolean; compact?: boolean }) {
  const reviews = useVendorReviews(vendorId, enabled);
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState(!compact);
  const listId = useId();
  const headingId = useId();
  const data = reviews.data;
  const summaryText = data ? reviewSummaryText(data.summary) : null;
  if (!data || !summaryText) return null;
  const approved = data.reviews.filter((review) => review.status === 'approved');
  const shown = showAll ? approved : approved.slice(0, SHOWN_AT_FIRST);
  const averages = criterionAverages(data.summary);

  return (
    <section
      aria-labelledby={headingId}
      className={compact ? 'text-sm' : 'rounded-xl border border-orange-100 bg-orange-50/40 p-4'}
      data-testid="verified-reviews"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        <BadgeCheck className="size-4 text-green-700" aria-hidden />
        <span data-testid="review-summary">{summaryText}</span>
      </h3>
      {compact && approved.length > 0 && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-brand-800 underline"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide reviews' : `Read ${approved.length === 1 ? 'the review' : `the ${approved.length} reviews`}`}
        </button>
      )}
      {open && (
        <div id={listId}>
          {averages.length > 0 && (
            <dl className={`mt-3 grid grid-cols-2 gap-2 text-sm ${compact ? '' : 'sm:grid-cols-4'}`}>
              {averages.map((entry) => (
                <div key={entry.criterion} className={`rounded-lg px-3 py-2 ${compact ? 'bg-slate-50' : 'bg-white'}`}>
                  <dt className="text-xs text-slate-500">{entry.label}</dt>
                  <dd className="font-semibold text-ink">
                    {entry.average.toFixed(1)} <span aria-hidden>★</span>
                    <span className="sr-only"> out of 5</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {shown.length > 0 && (
            <ul className="mt-3 space-y-3">
              {shown.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
          {approved.length > SHOWN_AT_FIRST && (
            <button type="button" className="btn-ghost mt-2 px-2" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
              {showAll ? 'Show fewer reviews' : `Show all ${approved.length} reviews`}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
