import { formatInr, SHARE_SOURCES, type QuoteBudgetCheck } from '@stallplan/pricing';
import { budgetShareChart } from './budget-share-chart.js';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;

/**
 * The quote's budget check: how the plan splits beside what exhibitors typically spend, a sentence
 * for every line far off, the three-times-space rule of thumb, and the surveys the typical shares
 * come from, so the reader can judge how much weight to give them.
 */
export function budgetCheckSection({ shares, threeTimesSpace }: QuoteBudgetCheck): string {
  const hints =
    shares.hints.length > 0
      ? `<ul>${shares.hints.map((hint) => `<li>${e(hint)}</li>`).join('')}</ul>`
      : '<p>Every line is close to what exhibitors typically spend.</p>';
  const sources = SHARE_SOURCES.map((source) => `${e(source.name)}: ${e(source.covers)}`).join('; ');
  return `
    <div class="section"><h2>Budget check</h2>
      <p class="muted">Each part's share of this plan's subtotal before GST, ${e(formatInr(shares.total))}, beside the share exhibitors typically spend.</p>
      ${budgetShareChart(shares.lines)}
      ${hints}
      <p>${e(threeTimesSpace.sentence)}${threeTimesSpace.ratio === null ? '' : ` ${e(`This plan is ${threeTimesSpace.ratio}× its space.`)}`}</p>
      <p class="note">Typical shares are rounded from ${sources}. The surveys are mostly of North American shows: a guide to proportion, not a rule.</p>
    </div>`;
}
