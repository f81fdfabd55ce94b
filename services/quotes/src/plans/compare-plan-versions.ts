import type { PlanComparison, PlanLineChange, PlanVersionSummary, PricedQuote } from '@stallplan/contracts';

export interface ComparedVersion {
  summary: PlanVersionSummary;
  quote: PricedQuote;
}

type Line = PricedQuote['lines'][number];
const figuresOf = (line: Line) => ({ amount: line.amount, gst: line.gst, basis: line.basis });

/**
 * Two versions side by side: every line matched by its key, in the order of the newer quote with
 * the lines it no longer has after them, and the totals of both.
 */
export function comparePlanVersions(from: ComparedVersion, to: ComparedVersion): PlanComparison {
  const before = new Map(from.quote.lines.map((line) => [line.key, line]));
  const after = new Map(to.quote.lines.map((line) => [line.key, line]));
  const lines: PlanLineChange[] = [];
  for (const line of to.quote.lines) {
    const old = before.get(line.key);
    if (!old) {
      lines.push({ key: line.key, label: line.label, category: line.category, from: null, to: figuresOf(line), change: 'added' });
      continue;
    }
    const same = old.amount === line.amount && old.gst === line.gst && old.basis === line.basis;
    lines.push({ key: line.key, label: line.label, category: line.category, from: figuresOf(old), to: figuresOf(line), change: same ? 'same' : 'changed' });
  }
  for (const line of from.quote.lines) {
    if (!after.has(line.key)) lines.push({ key: line.key, label: line.label, category: line.category, from: figuresOf(line), to: null, change: 'removed' });
  }
  const total = (key: 'subtotal' | 'gst' | 'grandTotal') => ({ from: from.quote.totals[key], to: to.quote.totals[key] });
  return { from: from.summary, to: to.summary, lines, totals: { subtotal: total('subtotal'), gst: total('gst'), grandTotal: total('grandTotal') } };
}
