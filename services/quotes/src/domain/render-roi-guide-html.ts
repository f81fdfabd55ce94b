import type { RoiGuideRequest } from '@stallplan/contracts';
import { BUDGET_LINE_LABELS, formatIndianDate, formatInr, QUOTE_CATEGORIES, showSqm } from '@stallplan/pricing';
import { dealRoiSection } from './deal-roi-section.js';
import { htmlDocument } from './document-style.js';
import { EXHIBITION_TIPS } from './exhibition-tips.js';
import type { QuoteFigures } from './quote-figures.js';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

export interface RoiGuideDocument {
  request: RoiGuideRequest;
  figures: QuoteFigures;
  issuedAt: Date;
}

/**
 * The ROI planning guide: the investment (the quote's category totals, its subtotal before GST, GST
 * and grand total), the quote's one ROI measured on that subtotal, and the tips.
 */
export function renderRoiGuideHtml({ request, figures, issuedAt }: RoiGuideDocument): string {
  const { quote } = figures;
  const company = request.formData.companyName ?? 'Exhibition Participant';
  const exhibition = request.formData.exhibitionName ?? 'your exhibition';
  const spaceLine = quote.lines.find((line) => line.key === 'space');
  const categories = QUOTE_CATEGORIES.map(
    (category) =>
      `<tr><td>${e(BUDGET_LINE_LABELS[category])}${category === 'space' && spaceLine ? `<div class="note">${e(spaceLine.basis)}</div>` : ''}</td><td class="amount">${inr(quote.categoryTotals[category])}</td></tr>`,
  ).join('');
  const tips = EXHIBITION_TIPS.map(
    (group) => `<div class="card" style="margin-bottom:8px"><h3>${e(group.title)}</h3><ul>${group.tips.map((tip) => `<li>${e(tip)}</li>`).join('')}</ul></div>`,
  ).join('');
  const body = `
    <div class="header">
      <div><h1>ROI Planning Guide</h1><div class="brand">StallPlan · Exhibition stall planning</div></div>
      <table class="meta" style="width:auto">
        <tr><th>Prepared for</th><td>${e(company)}</td></tr>
        <tr><th>Exhibition</th><td>${e(exhibition)}</td></tr>
        <tr><th>Date</th><td>${e(formatIndianDate(issuedAt))}</td></tr>
      </table>
    </div>
    <div class="section"><h2>Your investment</h2>
      <table class="lines">
        ${categories}
        <tr class="subtotal"><td>Subtotal before GST</td><td class="amount">${inr(quote.totals.subtotal)}</td></tr>
        <tr><td>GST, added line by line</td><td class="amount">${inr(quote.totals.gst)}</td></tr>
        <tr class="grand"><td>Grand total</td><td class="amount">${inr(quote.totals.grandTotal)}</td></tr>
        <tr><td>Booth size</td><td class="amount">${e(showSqm(figures.boothSizeSqm))} sq m</td></tr>
      </table>
      <p class="note">The same figures as your quote. The return below is measured on the subtotal before GST, ${inr(quote.totals.subtotal)}.</p>
    </div>
    ${dealRoiSection(figures, 'Your return on investment')}
    <h2>Exhibition tips and tricks</h2>
    ${tips}
    <p class="muted">These figures are planning estimates, not a promise of results.</p>`;
  return htmlDocument('ROI Planning Guide', body);
}
