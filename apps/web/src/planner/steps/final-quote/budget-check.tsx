import { SHARE_SOURCES, formatInr, type QuoteBudgetCheck } from '@stallplan/pricing';
import { Lightbulb } from 'lucide-react';

/**
 * The plan's budget beside what exhibitors typically spend, line by line. Each bar pair is
 * decoration: the percentages and hints are written out for every reader.
 */
export function BudgetCheck({ budget }: { budget: QuoteBudgetCheck }) {
  const { shares, threeTimesSpace } = budget;
  return (
    <figure className="card" aria-labelledby="budget-check-title">
      <figcaption id="budget-check-title" className="section-title">
        Budget check
      </figcaption>
      <p className="mb-3 text-xs text-slate-600">
        This plan's shares of the total before GST, beside the typical share{' '}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2 w-3 rounded-sm bg-slate-400" aria-hidden />
          in grey
        </span>
        .
      </p>
      <ul className="space-y-3" data-testid="budget-shares">
        {shares.lines.map((line) => (
          <li key={line.line} className="text-sm" data-testid={`share-${line.line}`}>
            <div className="flex justify-between gap-3">
              <span className="font-medium text-ink">{line.label}</span>
              <span>
                <span data-testid={`share-${line.line}-pct`} className="font-semibold">
                  {line.sharePct}%
                </span>{' '}
                <span className="text-xs text-slate-500">typical {line.typicalPct}%</span>
              </span>
            </div>
            <div className="mt-1 space-y-0.5" aria-hidden>
              <div className="h-2.5 rounded-full bg-slate-100">
                <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${line.sharePct}%` }} />
              </div>
              <div className="h-1.5 rounded-full bg-slate-100">
                <div className="h-1.5 rounded-full bg-slate-400" style={{ width: `${line.typicalPct}%` }} />
              </div>
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{formatInr(line.amount)}</p>
          </li>
        ))}
      </ul>
      {shares.hints.length > 0 && (
        <ul className="mt-4 space-y-1.5" data-testid="budget-hints" aria-label="Where this plan differs">
          {shares.hints.map((hint) => (
            <li key={hint} className="flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
              {hint}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 rounded-lg bg-slate-50 p-2 text-sm text-slate-700" data-testid="three-times-space">
        {threeTimesSpace.sentence}
        {threeTimesSpace.ratio !== null && ` This plan is ${threeTimesSpace.ratio}× its space.`}
      </p>
      <details className="mt-3 text-xs text-slate-600">
        <summary className="cursor-pointer font-medium">Where the typical shares come from</summary>
        <ul className="mt-1 list-disc space-y-1 pl-4" data-testid="share-sources">
          {SHARE_SOURCES.map((source) => (
            <li key={source.name}>
              {source.name}: {source.covers}.
            </li>
          ))}
        </ul>
        <p className="mt-1">Mostly surveys of North American shows: a guide to proportion, not a rule.</p>
      </details>
    </figure>
  );
}
