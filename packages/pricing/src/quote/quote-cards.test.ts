import { describe, expect, it } from 'vitest';
import { quoteCards } from './quote-cards.js';

describe('quoteCards', () => {
  it('gathers the five categories into three cards with shares of the subtotal before GST', () => {
    // Booth 336,000 + 333,700 = 669,700; travel 54,699; services 12,000 + 25,000 = 37,000; of 761,399:
    // 87.96%, 7.18%, 4.86% → floors 87 + 7 + 4 = 98; the two points go to .96 and .86.
    const cards = quoteCards({ categoryTotals: { space: 336_000, stall: 333_700, travelAndStay: 54_699, shipping: 12_000, servicesAndMarketing: 25_000 } });
    expect(cards.map((card) => [card.key, card.total, card.sharePercent])).toEqual([
      ['booth', 669_700, 88],
      ['travel', 54_699, 7],
      ['services', 37_000, 5],
    ]);
  });
});
