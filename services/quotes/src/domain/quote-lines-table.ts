import type { PricedQuote, QuoteLine } from '@stallplan/contracts';
import { BUDGET_LINE_LABELS, formatInr, lineSourceLabel, QUOTE_CATEGORIES } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

const e = escapeHtml;
const inr = (amount: number) => e(formatInr(amount));

/** Fares and hotel tariffs are shown with their taxes in them: nothing is added, and the rate says so. */
const TAX_INCLUSIVE = new Set<QuoteLine['taxClass']>(['fares', 'hotel']);

function gstCells(line: Pick<QuoteLine, 'gstRate' | 'gst' | 'taxClass'>): string {
  if (line.gstRate > 0) return `<td class="amount">${e(`${Math.round(line.gstRate * 100)}%`)}</td><td class="amount">${inr(line.gst)}</td>`;
  return `<td class="amount muted">${TAX_INCLUSIVE.has(line.taxClass) ? 'incl.' : '—'}</td><td class="amount muted">—</td>`;
}

function lineRow(line: QuoteLine): string {
  const source = lineSourceLabel(line);
  return `<tr>
    <td>${e(line.label)}<div class="tag tag-${line.allowance ? 'allowance' : line.source}">${e(source)}</div></td>
    <td class="muted">${e(line.basis)}</td>
    <td class="amount">${inr(line.amount)}</td>
    ${gstCells(line)}
  </tr>`;
}

/**
 * Every line of the quote, grouped by the five budget categories with each category's subtotal, then
 * the subtotal before GST, the GST and the grand total. Each line shows what it was worked out from,
 * where its figure comes from, and its own GST.
 */
export function quoteLinesTable(quote: PricedQuote): string {
  const groups = QUOTE_CATEGORIES.map((category) => ({ category, lines: quote.lines.filter((line) => line.category === category) }))
    .filter((group) => group.lines.length > 0)
    .map(({ category, lines }) => {
      const title = BUDGET_LINE_LABELS[category];
      const gst = lines.reduce((sum, line) => sum + line.gst, 0);
      const gstCell = lines.some((line) => line.gstRate > 0) ? inr(gst) : '—';
      return `<tbody class="category-group">
        <tr class="category"><td colspan="5">${e(title)}</td></tr>
        ${lines.map(lineRow).join('')}
        <tr class="subtotal"><td colspan="2">${e(title)} subtotal</td><td class="amount">${inr(quote.categoryTotals[category])}</td><td></td><td class="amount">${gstCell}</td></tr>
      </tbody>`;
    })
    .join('');
  return `<table class="lines quote-lines">
    <colgroup><col style="width:31%"><col style="width:37%"><col style="width:12%"><col style="width:7%"><col style="width:13%"></colgroup>
    <thead><tr><th>Item</th><th>Basis</th><th class="amount">Amount</th><th class="amount">GST rate</th><th class="amount">GST</th></tr></thead>
    ${groups}
    <tbody class="totals">
      <tr class="subtotal"><td colspan="2">Subtotal before GST</td><td class="amount">${inr(quote.totals.subtotal)}</td><td colspan="2"></td></tr>
      <tr><td colspan="2">GST, added line by line</td><td class="amount">${inr(quote.totals.gst)}</td><td colspan="2"></td></tr>
      <tr class="grand"><td colspan="2">Grand total (INR)</td><td class="amount">${inr(quote.totals.grandTotal)}</td><td colspan="2"></td></tr>
    </tbody>
  </table>`;
}
