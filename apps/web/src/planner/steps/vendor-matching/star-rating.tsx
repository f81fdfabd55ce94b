import { Star } from 'lucide-react';

/** Five stars filled to the nearest whole star, with the figure to one decimal beside them. */
export function StarRating({ rating, size = 'size-4' }: { rating: number | null; size?: string }) {
  const value = rating ?? 0;
  const filled = Math.round(value);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-flex" role="img" aria-label={rating === null ? 'Not rated yet' : `Rated ${value.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} className={`${size} ${star <= filled ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} aria-hidden />
        ))}
      </span>
      <span className="text-sm font-semibold text-ink" aria-hidden>
        {rating === null ? '–' : value.toFixed(1)}
      </span>
    </span>
  );
}
