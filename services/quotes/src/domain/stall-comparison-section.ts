import type { QuoteStall } from '@stallplan/contracts';
import { formatInr, vendorPriceLabel } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

/**
 * With a booth builder in the plan: the builder's price beside StallPlan's estimate of the stall
 * (the design's, or a typical build while nothing is designed), and which of the two the quote
 * counts. Empty without a builder.
 */
export function stallComparisonSection(stall: QuoteStall): string {
  const { builder } = stall;
  if (!builder) return '';
  const estimateName = stall.designed ? "StallPlan's estimate of your stall design" : "StallPlan's typical build estimate (nothing designed yet)";
  const difference = builder.amount - stall.designEstimate;
  const compared =
    difference === 0
      ? `${builder.name}'s price equals the estimate.`
      : `${builder.name}'s price is ${formatInr(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the estimate.`;
  const used =
    stall.pricedBy === 'builder'
      ? `This quote prices the stall at ${builder.name}'s price; the estimate is shown for comparison only.`
      : `This quote prices the stall at StallPlan's estimate; ${builder.name}'s price is shown for comparison only.`;
  const mark = (inUse: boolean) => (inUse ? ' <strong>(used in this quote)</strong>' : '');
  return `
    <div class="section"><h2>Stall: builder's price and StallPlan's estimate</h2>
      <table class="lines">
        <tr><td>${e(`${builder.name}: ${vendorPriceLabel(builder.priceKind).toLowerCase()}`)}${mark(stall.pricedBy === 'builder')}</td><td class="amount">${inr(builder.amount)}</td></tr>
        <tr><td>${e(estimateName)}${mark(stall.pricedBy !== 'builder')}</td><td class="amount">${inr(stall.designEstimate)}</td></tr>
      </table>
      <p>${e(compared)} ${e(used)} Both are before GST.</p>
    </div>`;
}
