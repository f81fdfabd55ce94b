import type { PricedQuote, QuoteCategory, QuoteLine } from '@stallplan/contracts';
import { BUDGET_LINE_LABELS, formatInr, lineSourceLabel, QUOTE_CATEGORIES } from '@stallplan/pricing';

export const CATEGORY_COLOURS: Record<QuoteCategory, string> = {
  space: 'bg-brand-700',
  stall: 'bg-brand-500',
  travelAndStay: 'bg-sky-500',
  shipping: 'bg-teal-500',
  servicesAndMarketing: 'bg-amber-400',
};

/** "18%" or "incl." for a line whose figure already includes its taxes. */
export function gstText(line: Pick<QuoteLine, 'gstRate'>): string {
  return line.gstRate > 0 ? `${Math.round(line.gstRate * 100)}%` : 'incl.';
}

/**
 * Every quote line by category, with its basis, where its figure comes from, its GST and a bar
 * scaled to the largest line: the bars are decoration, the text carries the figures for every reader.
 */
export function QuoteLinesTable({ quote }: { quote: PricedQuote }) {
  const largest = Math.max(1, ...quote.lines.map((line) => line.amount));
  return (
    <figure className="card" aria-labelledby="cost-chart-title">
      <figcaption id="cost-chart-title" className="section-title">
        Cost breakdown
      </figcaption>
      <div className="space-y-4" data-testid="quote-lines">
        {QUOTE_CATEGORIES.filter((category) => quote.lines.some((line) => line.category === category)).map((category) => (
          <section key={category} aria-label={BUDGET_LINE_LABELS[category]} data-testid={`quote-category-${category}`}>
            <h4 className="flex justify-between border-b border-slate-100 pb-1 text-sm font-semibold text-ink">
              <span>{BUDGET_LINE_LABELS[category]}</span>
              <span data-testid={`quote-category-total-${category}`}>{formatInr(quote.categoryTotals[category])}</span>
            </h4>
            <ul className="mt-2 space-y-2.5">
              {quote.lines
                .filter((line) => line.category === category)
                .map((line) => (
                  <li key={line.key} className="text-sm" data-testid={`quote-line-${line.key}`}>
                    <div className="flex justify-between gap-3">
                      <span className="text-slate-700">
                        <span data-testid="quote-line-label">{line.label}</span>
                        <span className="block text-xs text-slate-500">{line.basis}</span>
                        <span className="block text-xs text-slate-500">
                          {lineSourceLabel(line)} · GST {gstText(line)}
                          {line.gst > 0 ? ` ${formatInr(line.gst)}` : ''}
                        </span>
                      </span>
                      <span className="shrink-0 font-medium" data-testid="quote-line-amount">
                        {formatInr(line.amount)}
                      </span>
                    </div>
                    <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
                      <div className={`h-2 rounded-full ${CATEGORY_COLOURS[line.category]}`} style={{ width: `${(line.amount / largest) * 100}%` }} />
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      {quote.notes.length > 0 && (
        <ul className="mt-4 space-y-1 text-xs text-slate-600" data-testid="quote-notes">
          {quote.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-1 border-t border-orange-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Total before GST</dt>
          <dd>{formatInr(quote.totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>GST, line by line</dt>
          <dd>{formatInr(quote.totals.gst)}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>Grand total</dt>
          <dd>{formatInr(quote.totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className="field-hint mt-2">
        GST is 18% on space, the stall, builders, vendors, services, marketing and freight; none is added on fares and hotel tariffs, which include their taxes.
      </p>
    </figure>
  );
}
