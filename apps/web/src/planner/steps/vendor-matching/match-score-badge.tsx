import { Star } from 'lucide-react';
import { matchScoreStyle } from './match-score-style.js';

/** The match percentage in its colour, starred at 90 or more (see docs/planner.md#vendor-cards). */
export function MatchScoreBadge({ score }: { score: number }) {
  const style = matchScoreStyle(score);
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-1 text-sm font-semibold ${style.className}`}
      data-tone={style.tone}
      data-testid="match-score"
    >
      {style.starred && (
        <>
          <Star className="size-3.5 fill-current" aria-hidden data-testid="match-star" />
          <span className="sr-only">Top match:</span>
        </>
      )}
      {score}% match
    </span>
  );
}
