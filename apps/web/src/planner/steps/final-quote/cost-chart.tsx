import type { QuoteCosts } from '@stallplan/contracts';
import { formatInr, GST_RATE } from '@stallplan/pricing';
import type { CategoryKey } from './quote-categories.js';
import type { QuoteLine } from './quote-lines.js';

export const CATEGORY_COLOURS: Record<CategoryKey, string> = { booth: 'bg-brand-600', travel: 'bg-sky-500', services: 'bg-amber-400' };

interface CostChartProps {
  lines: QuoteLine[];
  costs: QuoteCosts;
}

/**
 * Every quote line as a bar scaled to the largest line, with its amount written beside it: the
 * bars are decoration, the text carries the figures for every reader.
 */
export function CostChart({ lines, costs }: CostChartProps) {
  const largest = Math.max(1, ...lines.map((line) => line.amount));
  return (
    <figure className="card" aria-labelledby="cost-chart-title">
      <figcaption id="cost-chart-title" className="section-title">
        Cost breakdown
      </figcaption>
      <ul className="space-y-2.5" data-testid="quote-lines">
        {lines.map((line) => (
          <li key={line.key} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="text-slate-700">
                {line.label}
                <span className="block text-xs text-slate-500">{line.basis}</span>
              </span>
              <span className="shrink-0 font-medium">{formatInr(line.amount)}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
              <div className={`h-2 rounded-full ${CATEGORY_COLOURS[line.category]}`} style={{ width: `${(line.amount / largest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-orange-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Total with space</dt>
          <dd>{formatInr(costs.totalWithSpace)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>GST @ {Math.round(GST_RATE * 100)}%</dt>
          <dd>{formatInr(costs.gstWithSpace)}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>Grand total</dt>
          <dd>{formatInr(costs.grandTotalWithSpace)}</dd>
        </div>
      </dl>
      <p className="field-hint mt-2" data-testid="quote-without-space">
        Without space rental: {formatInr(costs.total)} plus GST {formatInr(costs.gst)}, {formatInr(costs.grandTotal)} in all.
      </p>
    </figure>
  );
}
