import { DEFAULT_DEAL_ROI_INPUTS, formatInr, QUALIFIED_LEADS_PER_SQM } from '@stallplan/pricing';
import { escapeHtml } from './escape-html.js';
import type { QuoteFigures } from './quote-figures.js';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));
const count = (value: number) => e(value.toLocaleString('en-IN'));

function row(label: string, value: string, className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}><td>${e(label)}</td><td class="amount">${value}</td></tr>`;
}

/** A figure the deal view could not work out, said in words rather than shown as a blank or 0. */
function orSaid<T>(value: T | null, shown: (value: T) => string, said: string): string {
  return value === null ? e(said) : shown(value);
}

/**
 * The ROI guide's deal view: the exhibitor's deal value, margin, leads and conversion, and what
 * they give against everything the show costs including space. `asked` is false when the request
 * carried no numbers, so the reader knows the inputs are the stated examples.
 */
export function dealRoiSection(figures: QuoteFigures, asked: boolean): string {
  const { costs, dealRoiInputs: inputs, dealRoi: result } = figures;
  const leadsDefaulted = inputs.qualifiedLeads === null || inputs.qualifiedLeads === undefined;
  const leads = `${count(result.leads)}${leadsDefaulted ? e(` (from booth size: ${QUALIFIED_LEADS_PER_SQM} per m²)`) : ''}`;
  const intro = asked
    ? 'Your own figures, measured against everything the show costs, space included.'
    : `Example figures (a ${formatInr(DEFAULT_DEAL_ROI_INPUTS.averageDealValue)} deal at ${DEFAULT_DEAL_ROI_INPUTS.grossMarginPct}% gross margin, ${DEFAULT_DEAL_ROI_INPUTS.leadToDealPct}% of qualified leads becoming deals): enter your own in the planner's ROI guide.`;
  const breakEven =
    result.dealsToBreakEven === null
      ? 'Deals needed to break even: none (no break-even: a deal earns no gross profit)'
      : `Deals needed to break even: ${result.dealsToBreakEven.toLocaleString('en-IN')}`;
  const breakEvenWorking =
    result.dealsToBreakEven === null ? '' : ` (${formatInr(costs.totalWithSpace)} ÷ ${formatInr(result.grossProfitPerDeal)} gross profit per deal, rounded up)`;

  return `
    <div class="section"><h2>Your numbers: deal value and margin</h2>
      <p class="muted">${e(intro)}</p>
      <div class="grid">
        <div><h3>Inputs</h3><table class="lines">
          ${row('Average deal value', inr(inputs.averageDealValue))}
          ${row('Gross margin', e(`${inputs.grossMarginPct}%`))}
          ${row('Qualified leads', leads)}
          ${row('Lead-to-deal conversion', e(`${inputs.leadToDealPct}%`))}
          ${row('Space rental (organiser)', inr(costs.spaceRental))}
          ${row('Investment with space (before GST)', inr(costs.totalWithSpace), 'subtotal')}
        </table></div>
        <div><h3>Results</h3><table class="lines">
          ${row('Cost per lead', orSaid(result.costPerLead, inr, 'None: no qualified leads are expected'))}
          ${row('Expected deals', e(result.expectedDeals.toLocaleString('en-IN')))}
          ${row('Gross profit per deal', inr(result.grossProfitPerDeal))}
          ${row('Expected gross profit', inr(result.expectedGrossProfit))}
          ${row('Return on investment', orSaid(result.roiPct, (pct) => e(`${pct}%`), 'None: the show costs nothing'))}
        </table></div>
      </div>
      <p class="headline"><strong>${e(breakEven)}</strong>${e(breakEvenWorking)}</p>
      <p class="note">Measured on the investment with space before GST: a GST-registered business claims the GST back as input tax credit. With GST the show costs ${inr(costs.grandTotalWithSpace)}.</p>
    </div>`;
}
