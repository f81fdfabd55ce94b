import { formatInr, type BudgetShareLine } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;

/** A share as a bar width: whole percent, never outside the track. */
function barWidth(pct: number): number {
  return Number.isFinite(pct) ? Math.min(100, Math.max(0, Math.round(pct))) : 0;
}

/**
 * Each budget line's share of the plan beside the typical share, as two bars per line. Plain HTML
 * and CSS (the documents render with scripts off and nothing fetched), with the percentages
 * printed as text so they can be read and copied from the PDF. A bar's length is its share of the
 * whole plan, so the bars of both kinds are drawn to the same scale.
 */
export function budgetShareChart(lines: readonly BudgetShareLine[]): string {
  const rows = lines
    .map(
      ({ label, amount, sharePct, typicalPct }) => `
      <div class="share-row">
        <div class="share-text">${e(`${label} ${sharePct}% (typical ${typicalPct}%)`)}</div>
        <div class="share-bars">
          <div class="share-track"><div class="share-bar share-plan" style="width:${e(barWidth(sharePct))}%"></div></div>
          <div class="share-track"><div class="share-bar share-typical" style="width:${e(barWidth(typicalPct))}%"></div></div>
        </div>
        <div class="share-amount">${e(formatInr(amount))}</div>
      </div>`,
    )
    .join('');
  return `<div class="share-chart" role="img" aria-label="Share of this plan beside the typical share, by budget line">
      <div class="share-legend"><span class="swatch share-plan"></span>This plan<span class="swatch share-typical"></span>Typical</div>
      ${rows}
    </div>`;
}
