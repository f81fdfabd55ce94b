import type { PricedQuote } from '@stallplan/contracts';
import { GST_RATE, lineSourceLabel, vendorPriceLabel, type LineSourceLabel } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;

function linesMarked(quote: PricedQuote, marks: readonly LineSourceLabel[]): string {
  // The builder's line says which of its figures it is: an awarded bid or its listed price.
  const builderKind = quote.stall.builder ? ` (${vendorPriceLabel(quote.stall.builder.priceKind).toLowerCase()})` : '';
  const labels = quote.lines
    .filter((line) => marks.includes(lineSourceLabel(line)))
    .map((line) => (line.key === 'builder' && line.source === 'builder' ? `${line.label}${builderKind}` : line.label));
  return labels.length > 0 ? `In this quote: ${labels.join('; ')}.` : 'None in this quote.';
}

/**
 * The quote's terms: how long it holds, where each line's figure comes from (StallPlan's estimates
 * and allowances, the user's own choices, builders' prices, each listed), how GST is added, and
 * whose invoice is final.
 */
export function quoteTermsSection(quote: PricedQuote, validUntil: string, validityDays: number): string {
  const gstPercent = Math.round(GST_RATE * 100);
  const items = [
    `This quote is valid for ${validityDays} days from its date, until ${validUntil}. All amounts are in Indian rupees.`,
    `StallPlan's estimates (marked "Estimate"): typical rates, such as a show's published space rate or a typical build, and your stall design priced at StallPlan's rates. Allowances (marked "Allowance") stand in for a fare, a hotel or freight not chosen yet. ${linesMarked(quote, ['Estimate', 'Allowance'])}`,
    `Your own choices (marked "Your choice"): the fares, hotel and freight offer you chose, the prices vendors stated, and the organiser's rate you typed. They are the prices offered when the plan was made and are confirmed only on booking. ${linesMarked(quote, ['Your choice'])}`,
    `Builders' prices (marked "Builder's price"): a bid the booth builder made on your brief and you awarded, or the builder's listed price; the builder confirms its own final price. StallPlan's estimate for a builder is marked "Estimate" and is never called the builder's price. ${linesMarked(quote, ["Builder's price"])}`,
    `GST is added line by line at ${gstPercent}% and rounded on each line. None is added on air fares and hotel tariffs, which are shown with their taxes included ("incl.").`,
    "Space rental is the organiser's charge for the floor at the rate shown; the organiser's own invoice is final.",
    'Return on investment figures are estimates for planning, not a promise of results.',
  ];
  return `
    <div class="section"><h2>Validity and terms</h2><ul>
      ${items.map((item) => `<li>${e(item)}</li>`).join('')}
    </ul></div>`;
}
