import { formatExpectedDeals, formatInr, formatRoiPct, QUALIFIED_LEADS_PER_SQM, showSqm } from '@stallplan/pricing';
import type { QuoteFigures } from './quote-figures.js';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));
const count = (value: number) => e(value.toLocaleString('en-IN'));

function row(label: string, value: string, className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}><td>${e(label)}</td><td class="amount">${value}</td></tr>`;
}

/** A figure the ROI could not work out, said in words rather than shown as a blank or 0. */
function orSaid<T>(value: T | null, shown: (value: T) => string, said: string): string {
  return value === null ? e(said) : shown(value);
}

/**
 * The quote's one ROI, in both documents: its assumptions and whose they are (the user's own, or
 * typical for the industry group of step 1), and what they give against the quote's subtotal before
 * GST: leads, cost per lead, expected deals, gross profit, deals to break even and the return.
 */
export function dealRoiSection(figures: QuoteFigures, heading = 'Return on investment (estimate)'): string {
  const { roi, quote, boothSizeSqm } = figures;
  const { inputs, result } = roi;
  const investment = quote.totals.subtotal;
  const leadsFromBooth = inputs.qualifiedLeads === null || inputs.qualifiedLeads === undefined;
  const whose = roi.ownFigures
    ? 'Your own figures.'
    : `Typical for ${roi.defaultsBasis}: StallPlan's starting figures for your industry until you put in your own on the planner's ROI tab.`;
  const breakEven =
    result.dealsToBreakEven === null
      ? 'Deals needed to break even: none (a deal earns no gross profit, so no number of deals pays the show back)'
      : `Deals needed to break even: ${result.dealsToBreakEven.toLocaleString('en-IN')} (${formatInr(investment)} ÷ ${formatInr(result.grossProfitPerDeal)} gross profit per deal, rounded up)`;

  return `
    <div class="section"><h2>${e(heading)}</h2>
      <p class="muted">${e(whose)} Measured on the quote's subtotal before GST, ${inr(investment)}: a GST-registered business claims the GST back as input tax credit.</p>
      <div class="grid">
        <div><h3>Assumptions</h3><table class="lines">
          ${row('Average deal value', inr(inputs.averageDealValue))}
          ${row('Gross margin', e(`${inputs.grossMarginPct}%`))}
          ${row('Qualified leads', leadsFromBooth ? e(`${QUALIFIED_LEADS_PER_SQM} per sq m of booth × ${showSqm(boothSizeSqm)} sq m`) : count(inputs.qualifiedLeads ?? 0))}
          ${row('Leads that become deals', e(`${inputs.leadToDealPct}%`))}
        </table></div>
        <div><h3>What they give</h3><table class="lines">
          ${row('Qualified leads', count(result.leads))}
          ${row('Cost per lead', orSaid(result.costPerLead, inr, 'None: no qualified leads are expected'))}
          ${row('Expected deals', e(formatExpectedDeals(result.expectedDeals)))}
          ${row('Gross profit per deal', inr(result.grossProfitPerDeal))}
          ${row('Expected gross profit', inr(result.expectedGrossProfit))}
          ${row(
            'Return on investment',
            orSaid(result.roiPct, (pct) => e(formatRoiPct(pct)), 'None: the show costs nothing'),
            'subtotal',
          )}
        </table></div>
      </div>
      <p class="headline"><strong>${e(breakEven)}</strong></p>
      <p class="note">Return on investment is the expected gross profit less the subtotal, as a share of the subtotal. These are planning estimates, not a promise of results.</p>
    </div>`;
}
