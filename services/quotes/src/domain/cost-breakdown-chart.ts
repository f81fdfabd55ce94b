import { formatInr, wholePercents } from '@stallplan/pricing';
import { escapeHtml } from '@stallplan/service-kit';

export interface ChartSlice {
  label: string;
  amount: number;
  color: string;
}

/**
 * A horizontal bar per category, drawn as inline SVG with text labels (selectable in the PDF),
 * each bar's length its share of the total.
 */
export function costBreakdownChart(slices: readonly ChartSlice[]): string {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.amount), 0);
  // Whole percents that add to 100, as the quote screen shows them.
  const percents = wholePercents(slices.map((slice) => slice.amount));
  const width = 520;
  const labelWidth = 150;
  const barMax = 250;
  const rowHeight = 28;
  const height = slices.length * rowHeight + 10;
  const rows = slices.map((slice, index) => {
    const share = total > 0 ? Math.max(0, slice.amount) / total : 0;
    const y = 5 + index * rowHeight;
    const barWidth = Math.max(share > 0 ? 2 : 0, Math.round(share * barMax));
    const percent = `${percents[index] ?? 0}%`;
    return [
      `<text x="0" y="${y + 15}" font-size="10" fill="#1f2937">${escapeHtml(slice.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 3}" width="${barMax}" height="16" rx="3" fill="#f1f5f9"/>`,
      `<rect x="${labelWidth}" y="${y + 3}" width="${barWidth}" height="16" rx="3" fill="${slice.color}"/>`,
      `<text x="${labelWidth + barMax + 8}" y="${y + 15}" font-size="10" fill="#1f2937">${escapeHtml(formatInr(slice.amount))} (${percent})</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Cost breakdown by category" style="font-family:'Noto Sans','DejaVu Sans',sans-serif">${rows.join('')}</svg>`;
}
