import { formatInr } from '@stallplan/pricing';
import { CATEGORY_COLOURS } from './cost-chart.js';
import type { QuoteCategory } from './quote-categories.js';

/**
 * How the budget splits between the three categories. The shares are this plan's own (the
 * original showed a fixed 35/25/40 whatever the figures were), each written out beside its bar.
 */
export function ShareBars({ categories }: { categories: QuoteCategory[] }) {
  return (
    <figure className="card" aria-labelledby="share-bars-title">
      <figcaption id="share-bars-title" className="section-title">
        Budget share
      </figcaption>
      <ul className="space-y-4" data-testid="budget-shares">
        {categories.map((category) => (
          <li key={category.key} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="font-medium text-ink">{category.title}</span>
              <span data-testid={`share-${category.key}`}>{category.sharePercent}%</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden>
              <div className={`h-3 rounded-full ${CATEGORY_COLOURS[category.key]}`} style={{ width: `${category.sharePercent}%` }} />
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{formatInr(category.total)}</p>
          </li>
        ))}
      </ul>
      <p className="field-hint mt-4">Shares of the total before GST.</p>
    </figure>
  );
}
