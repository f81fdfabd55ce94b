/**
 * The documents' look, inline so rendering needs nothing from the network. Fonts are the ones
 * the dev stack installs (Noto Sans, DejaVu Sans as fallback; both carry ₹).
 */
export const DOCUMENT_STYLE = `
  @page { size: A4; }
  * { box-sizing: border-box; }
  body { font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; color: #1f2937; font-size: 10.5px; line-height: 1.45; margin: 0; }
  h1 { font-size: 22px; margin: 0; color: #1e3a8a; }
  h2 { font-size: 13px; color: #1e3a8a; border-bottom: 1.5px solid #1e3a8a; padding-bottom: 3px; margin: 16px 0 8px; break-after: avoid; }
  h3 { font-size: 11.5px; margin: 10px 0 4px; }
  p { margin: 4px 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 4px 6px; vertical-align: top; }
  th { background: #eef2ff; font-weight: 600; }
  tr { page-break-inside: avoid; }
  .lines td, .lines th { border-bottom: 1px solid #e5e7eb; }
  .amount { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  .category td { background: #f8fafc; font-weight: 600; }
  .subtotal td { font-weight: 600; }
  .grand td { font-size: 13px; font-weight: 700; background: #1e3a8a; color: #fff; }
  .header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #1e3a8a; padding-bottom: 10px; }
  .brand { font-size: 12px; color: #4b5563; }
  .meta td { padding: 1px 6px; }
  .grid { display: flex; gap: 14px; }
  .grid > div { flex: 1; }
  .card { border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px 10px; page-break-inside: avoid; }
  .figure { font-size: 16px; font-weight: 700; color: #1e3a8a; }
  .muted { color: #6b7280; }
  .section { page-break-inside: avoid; }
  .note { font-size: 8.5px; color: #6b7280; margin-top: 2px; }
  .quote-lines { table-layout: fixed; }
  .quote-lines td { overflow-wrap: anywhere; }
  .category-group { break-inside: auto; }
  .totals { break-inside: avoid; }
  .tag { display: inline-block; margin-top: 2px; padding: 0 4px; border-radius: 3px; font-size: 8px; font-weight: 600; letter-spacing: 0.02em; }
  .tag-estimate { background: #f1f5f9; color: #475569; }
  .tag-allowance { background: #fef3c7; color: #92400e; }
  .tag-choice { background: #dcfce7; color: #166534; }
  .tag-builder { background: #e0e7ff; color: #3730a3; }
  .headline { font-size: 12px; border-left: 3px solid #1e3a8a; background: #eef2ff; padding: 6px 8px; margin: 8px 0; }
  .share-chart { margin: 6px 0 8px; }
  .share-legend { font-size: 9px; color: #4b5563; margin-bottom: 4px; }
  .swatch { display: inline-block; width: 10px; height: 7px; border-radius: 2px; margin: 0 4px 0 10px; }
  .share-row { display: flex; align-items: center; gap: 10px; padding: 3px 0; border-bottom: 1px solid #f1f5f9; page-break-inside: avoid; }
  .share-text { width: 40%; }
  .share-bars { flex: 1; }
  .share-track { height: 7px; margin: 1px 0; border-radius: 2px; background: #f1f5f9; }
  .share-bar { height: 7px; border-radius: 2px; }
  .share-plan { background: #1e3a8a; }
  .share-typical { background: #9ca3af; }
  .share-amount { width: 16%; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  ul { margin: 4px 0; padding-left: 16px; }
  li { margin: 2px 0; }
`;

/** Page numbers in the printed footer; Chromium fills the two spans. */
export function pageFooter(label: string): string {
  return `<div style="font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:8px;color:#6b7280;width:100%;padding:0 14mm;display:flex;justify-content:space-between;"><span>${label}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

export function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${DOCUMENT_STYLE}</style></head><body>${body}</body></html>`;
}
