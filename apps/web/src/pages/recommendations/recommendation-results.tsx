import type { RecommendationResponse, RecommendedEvent } from '@stallplan/contracts';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EventCard } from './event-card.js';
import { percentBarColour } from './level-colours.js';
import { RECOMMENDED_BOOTH_SQM } from './plan-from-event.js';

interface RecommendationResultsProps {
  result: RecommendationResponse;
  onCalculateCosts: (event: RecommendedEvent) => void;
  onStartOver: () => void;
}

export function RecommendationResults({ result, onCalculateCosts, onStartOver }: RecommendationResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the keyboard was on is gone; the results start here.
  useEffect(() => headingRef.current?.focus(), []);
  const matches = result.totalCount === 1 ? '1 perfect match' : `${result.totalCount} perfect matches`;

  return (
    <section aria-labelledby="recommendation-results-title" className="space-y-6">
      <div className="card">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="recommendation-results-title" ref={headingRef} tabIndex={-1} className="section-title mb-1 outline-none">
              <CheckCircle2 className="size-5 text-green-600" aria-hidden />
              AI Analysis Complete
            </h2>
            <p className="text-slate-600">Found {matches}</p>
          </div>
          <button type="button" className="btn-secondary" onClick={onStartOver}>
            <RotateCcw className="size-4" aria-hidden />
            Get New Recommendations
          </button>
        </div>
        <div className="mt-4">
          <div className="flex items-center justify-between text-sm">
            <span id="recommendation-confidence-label" className="font-medium text-slate-700">
              Confidence
            </span>
            <span className="font-semibold text-ink">{result.confidence}%</span>
          </div>
          <div
            role="meter"
            aria-labelledby="recommendation-confidence-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={result.confidence}
            aria-valuetext={`${result.confidence}%`}
            className="mt-1 h-2.5 rounded-full bg-slate-100"
          >
            <div className={`h-full rounded-full ${percentBarColour(result.confidence)}`} style={{ width: `${result.confidence}%` }} />
          </div>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-slate-700">{result.reasoning}</p>
        <p className="mt-2 text-xs text-slate-500">
          Average booth cost is raw space for an {RECOMMENDED_BOOTH_SQM} sq m booth; the expected total adds construction, travel and stay for your team.
          Typical figures, not a quote.
        </p>
      </div>

      {result.recommendations.length === 0 ? (
        <p className="card text-slate-600">No show matched this time. Try another industry or leave out some details.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-label="Recommended events, best first">
          {result.recommendations.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} onCalculateCosts={onCalculateCosts} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
