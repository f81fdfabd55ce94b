import { Star } from 'lucide-react';
import type { CriterionRating } from './review-display.js';
import { MAX_STARS } from './review-display.js';

/** One criterion: the stars are decoration; the "4/5" beside them is what a screen reader hears. */
export function CriterionStars({ rating }: { rating: CriterionRating }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{rating.label}</dt>
      <dd className="mt-0.5 flex items-center gap-1.5">
        <span className="inline-flex" aria-hidden>
          {Array.from({ length: MAX_STARS }, (_, index) => (
            <Star key={index} className={`size-4 ${index < rating.stars ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} />
          ))}
        </span>
        <span className="text-xs font-semibold tabular-nums text-ink">{rating.text}</span>
      </dd>
    </div>
  );
}
