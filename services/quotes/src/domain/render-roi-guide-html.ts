import type { RoiGuideRequest } from '@stallplan/contracts';
import { formatInr, GST_RATE } from '@stallplan/pricing';
import { dealRoiSection } from './deal-roi-section.js';
import { htmlDocument } from './document-style.js';
import { escapeHtml } from './escape-html.js';
import { EXHIBITION_TIPS } from './exhibition-tips.js';
import type { QuoteFigures } from './quote-figures.js';
import { shownSqm, spaceRentalBasis, spaceTariffNote } from './space-rental-basis.js';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

/**
 * The ROI planning guide: the investment with space, the planner's standard estimates (returns,
 * leads, break-even, on the investment without space as the quote screen shows them), the deal
 * view from the exhibitor's own numbers, and the tips.
 */
export function renderRoiGuideHtml(request: RoiGuideRequest, figures: QuoteFigures, issuedAt: Date): string {
  const { costs, roi, space } = figures;
  const booth = shownSqm(figures.boothSizeSqm);
  const company = request.formData.companyName ?? 'Exhibition Participant';
  const exhibition = request.formData.exhibitionName ?? 'your exhibition';
  const tips = EXHIBITION_TIPS.map(
    (group) => `<div class="card" style="margin-bottom:8px"><h3>${e(group.title)}</h3><ul>${group.tips.map((tip) => `<li>${e(tip)}</li>`).join('')}</ul></div>`,
  ).join('');
  const body = `
    <div class="header">
      <div><h1>ROI Planning Guide</h1><div class="brand">StallPlan · Exhibition stall planning</div></div>
      <table class="meta" style="width:auto">
        <tr><th>Prepared for</th><td>${e(company)}</td></tr>
        <tr><th>Exhibition</th><td>${e(exhibition)}</td></tr>
        <tr><th>Date</th><td>${e(issuedAt.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }))}</td></tr>
      </table>
    </div>
    <div class="section"><h2>Your investment</h2>
      <table class="lines">
        <tr><td>Stall, travel and services (before GST, without space)</td><td class="amount">${inr(costs.total)}</td></tr>
        <tr><td>Space rental (organiser): ${e(spaceRentalBasis(space))}<div class="note">${e(spaceTariffNote(space))}</div></td><td class="amount">${inr(costs.spaceRental)}</td></tr>
        <tr class="subtotal"><td>Investment with space (before GST)</td><td class="amount">${inr(costs.totalWithSpace)}</td></tr>
        <tr><td>GST @ ${Math.round(GST_RATE * 100)}%</td><td class="amount">${inr(costs.gstWithSpace)}</td></tr>
        <tr class="grand"><td>Grand total</td><td class="amount">${inr(costs.grandTotalWithSpace)}</td></tr>
        <tr><td>Booth size</td><td class="amount">${e(booth)} sq m</td></tr>
      </table>
      <p class="note">The planner's standard estimates below are on the investment without space, ${inr(costs.total)} before GST; "Your numbers" further down counts space too.</p>
    </div>
    <div class="section"><h2>Expected returns</h2>
      <div class="grid">
        <div class="card"><div class="muted">Estimated revenue</div><div class="figure">${inr(roi.estimatedRevenue)}</div><div>2.5 times the investment</div></div>
        <div class="card"><div class="muted">Return on investment</div><div class="figure">${e(roi.roiPercentage)}%</div><div>payback in ${e(roi.paybackPeriod)}</div></div>
      </div>
    </div>
    <div class="section"><h2>Lead generation</h2>
      <div class="grid">
        <div class="card"><div class="muted">Expected leads</div><div class="figure">${e(roi.estimatedLeads)}</div><div>about 25 per sq m of booth</div></div>
        <div class="card"><div class="muted">Value per lead</div><div class="figure">${inr(roi.leadValue)}</div><div>conversion rate ${e(roi.conversionRate)}</div></div>
      </div>
    </div>
    <div class="section"><h2>Break-even</h2>
      <p>You break even after <strong>${e(roi.breakEvenLeads)} leads</strong> at ${inr(roi.leadValue)} each, that is ${e(roi.estimatedLeads > 0 ? Math.round((roi.breakEvenLeads / roi.estimatedLeads) * 100) : 0)}% of the leads expected.</p>
    </div>
    ${dealRoiSection(figures, request.dealRoi !== null && request.dealRoi !== undefined)}
    <h2>Exhibition tips and tricks</h2>
    ${tips}
    <p class="muted">These figures are planning estimates, not a promise of results.</p>`;
  return htmlDocument('ROI Planning Guide', body);
}
