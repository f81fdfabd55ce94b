import { describe, expect, it } from 'vitest';
import type { PricedQuote } from '@stallplan/contracts';
import { comparePlanVersions } from '../../src/plans/compare-plan-versions.js';

type Line = PricedQuote['lines'][number];
const line = (key: string, amount: number, basis = 'basis'): Line => ({
  key,
  category: 'stall',
  label: key,
  basis,
  source: 'estimate',
  allowance: false,
  taxClass: 'stall',
  gstRate: 0.18,
  amount,
  gst: Math.round(amount * 0.18),
});
const quoteOf = (lines: Line[]): PricedQuote => {
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const gst = lines.reduce((sum, l) => sum + l.gst, 0);
  return {
    lines,
    totals: { subtotal, gst, grandTotal: subtotal + gst },
    categoryTotals: { space: 0, stall: subtotal, travelAndStay: 0, shipping: 0, servicesAndMarketing: 0 },
    stall: { pricedBy: 'design', designEstimate: 0, designed: true, builder: null },
    notes: [],
  };
};
const summary = (number: number, quote: PricedQuote) => ({
  number,
  createdAt: '2026-11-01T00:00:00.000Z',
  subtotal: quote.totals.subtotal,
  grandTotal: quote.totals.grandTotal,
  quoteNumber: null,
});

describe('comparing two versions', () => {
  it('matches lines by key: same, changed (amount or basis), added and removed, with both totals', () => {
    const from = quoteOf([line('space', 1000), line('stall.walls', 500), line('travel.hotel', 300), line('stall.flooring', 100, '24 sq m')]);
    const to = quoteOf([line('space', 1000), line('stall.walls', 800), line('shipping', 200), line('stall.flooring', 100, '36 sq m')]);
    const compared = comparePlanVersions({ summary: summary(1, from), quote: from }, { summary: summary(2, to), quote: to });
    expect(compared.lines.map((l) => [l.key, l.change])).toEqual([
      ['space', 'same'],
      ['stall.walls', 'changed'],
      ['shipping', 'added'],
      ['stall.flooring', 'changed'],
      ['travel.hotel', 'removed'],
    ]);
    expect(compared.lines[1]).toMatchObject({ from: { amount: 500, gst: 90 }, to: { amount: 800, gst: 144 } });
    expect(compared.lines[2]!.from).toBeNull();
    expect(compared.lines[4]!.to).toBeNull();
    expect(compared.totals).toEqual({ subtotal: { from: 1900, to: 2100 }, gst: { from: 342, to: 378 }, grandTotal: { from: 2242, to: 2478 } });
    expect(compared.from.number).toBe(1);
    expect(compared.to.number).toBe(2);
  });

  it('finds nothing changed between a version and itself', () => {
    const quote = quoteOf([line('space', 1000), line('stall.walls', 500)]);
    const compared = comparePlanVersions({ summary: summary(3, quote), quote }, { summary: summary(3, quote), quote });
    expect(compared.lines.every((l) => l.change === 'same')).toBe(true);
  });
});
