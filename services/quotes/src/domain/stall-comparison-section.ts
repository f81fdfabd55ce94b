import type { QuoteStall } from '@stallplan/contracts';
import { formatInr, isVendorsOwnPrice, possessive, vendorPriceLabel } from '@stallplan/pricing';
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
  // Only a figure the builder gave is its price; matching's figure is StallPlan's estimate for it.
  const given = isVendorsOwnPrice(builder.priceKind);
  const figure = given ? `${possessive(builder.name)} price` : `StallPlan's estimate for ${builder.name}`;
  const builderRow = given
    ? `${builder.name}: ${vendorPriceLabel(builder.priceKind).toLowerCase()}`
    : `${builder.name}: StallPlan's estimate for this builder, not a price the builder gave`;
  const difference = builder.amount - stall.designEstimate;
  const compared =
    difference === 0
      ? `${figure} equals ${estimateName}.`
      : `${figure} is ${formatInr(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than ${estimateName}.`;
  const used =
    stall.pricedBy === 'builder'
      ? `This quote prices the stall at ${figure}, as you chose; ${estimateName} is shown for comparison only.`
      : `This quote prices the stall at ${estimateName}; ${figure} is shown for comparison only.`;
  const mark = (inUse: boolean) => (inUse ? ' <strong>(used in this quote)</strong>' : '');
  const title = given ? "Stall: the builder's price and StallPlan's estimate" : "Stall: StallPlan's estimates";
  return `
    <div class="section"><h2>${e(title)}</h2>
      <table class="lines">
        <tr><td>${e(builderRow)}${mark(stall.pricedBy === 'builder')}</td><td class="amount">${inr(builder.amount)}</td></tr>
        <tr><td>${e(estimateName)}${mark(stall.pricedBy !== 'builder')}</td><td class="amount">${inr(stall.designEstimate)}</td></tr>
      </table>
      <p>${e(compared)} ${e(used)} Both are before GST.</p>
    </div>`;
}
