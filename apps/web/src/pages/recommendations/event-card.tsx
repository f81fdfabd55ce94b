import { competitorPresenceOptions, eventDifficultyOptions, roiPotentialOptions, type RecommendedEvent } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Calculator, CalendarDays, ExternalLink, MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { DIFFICULTY_COLOURS, percentBarColour, ROI_COLOURS } from './level-colours.js';
import { isCautionReason } from './reason-tone.js';

const count = new Intl.NumberFormat('en-IN').format;

/** Only web addresses become links; anything else in `website` is not followed. */
function safeWebsite(website: string | undefined): string | undefined {
  return website && /^https?:\/\//i.test(website) ? website : undefined;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Level({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${className}`}>{children}</span>;
}

interface EventCardProps {
  event: RecommendedEvent;
  onCalculateCosts: (event: RecommendedEvent) => void;
}

export function EventCard({ event, onCalculateCosts }: EventCardProps) {
  const headingId = `event-${event.id}`;
  const website = safeWebsite(event.website);
  return (
    <article className="card flex w-full min-w-0 flex-col gap-4" aria-labelledby={headingId}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {event.name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {event.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              {event.dates}
            </span>
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl font-bold text-brand-700">{event.relevanceScore}%</p>
          <p className="text-xs text-slate-500">relevance</p>
        </div>
      </header>
      <div className="h-1.5 rounded-full bg-slate-100" aria-hidden>
        <div className={`h-full rounded-full ${percentBarColour(event.relevanceScore)}`} style={{ width: `${event.relevanceScore}%` }} />
      </div>

      <p className="text-sm text-slate-700">{event.description}</p>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
        <Figure label="Expected visitors">{count(event.expectedVisitors)}</Figure>
        <Figure label="Average booth cost">{formatInr(event.averageBoothCost)}</Figure>
        {event.expectedTotalCost !== undefined && <Figure label="Expected total cost">{formatInr(event.expectedTotalCost)}</Figure>}
        <Figure label="Difficulty">
          <Level className={DIFFICULTY_COLOURS[event.difficulty]}>{eventDifficultyOptions.label(event.difficulty)}</Level>
        </Figure>
        <Figure label="ROI potential">
          <Level className={ROI_COLOURS[event.roiPotential]}>{roiPotentialOptions.label(event.roiPotential)}</Level>
        </Figure>
        <Figure label="Competitor presence">{competitorPresenceOptions.label(event.competitorPresence)}</Figure>
      </dl>

      {event.reasons.length > 0 && (
        <section aria-labelledby={`${headingId}-reasons`}>
          <h4 id={`${headingId}-reasons`} className="text-sm font-semibold text-ink">
            What we weighed
          </h4>
          <ul className="mt-2 space-y-1.5 text-sm">
            {event.reasons.map((reason) =>
              isCautionReason(reason) ? (
                <li key={reason} className="flex gap-2 rounded-md bg-amber-50 px-2 py-1 text-amber-900">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
                  <span>
                    <span className="sr-only">Caution: </span>
                    {reason}
                  </span>
                </li>
              ) : (
                <li key={reason} className="flex gap-2 px-2 text-slate-700">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden />
                  {reason}
                </li>
              ),
            )}
          </ul>
        </section>
      )}

      {event.benefits.length > 0 && (
        <section aria-labelledby={`${headingId}-benefits`}>
          <h4 id={`${headingId}-benefits`} className="text-sm font-semibold text-ink">
            What the show offers
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {event.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row">
        <button type="button" className="btn-primary" onClick={() => onCalculateCosts(event)}>
          <Calculator className="size-4" aria-hidden />
          Calculate Costs
        </button>
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            <ExternalLink className="size-4" aria-hidden />
            Visit Website
            <span className="sr-only"> of {event.name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
