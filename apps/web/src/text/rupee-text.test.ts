import { describe, expect, it } from 'vitest';
import { parseRupeeText, rupeeDigits } from './rupee-text.js';

describe('parseRupeeText', () => {
  it('reads plain, Indian-grouped, Western-grouped and ₹-prefixed amounts', () => {
    expect(parseRupeeText('150000', 'Budget')).toEqual({ ok: true, value: 150_000 });
    expect(parseRupeeText('1,50,000', 'Budget')).toEqual({ ok: true, value: 150_000 });
    expect(parseRupeeText('12,34,567', 'Budget')).toEqual({ ok: true, value: 1_234_567 });
    expect(parseRupeeText('150,000', 'Budget')).toEqual({ ok: true, value: 150_000 });
    expect(parseRupeeText(' ₹ 1,50,000 ', 'Budget')).toEqual({ ok: true, value: 150_000 });
    expect(parseRupeeText('Rs. 5000', 'Budget')).toEqual({ ok: true, value: 5000 });
    expect(parseRupeeText('75000.00', 'Budget')).toEqual({ ok: true, value: 75_000 });
    expect(parseRupeeText('0', 'Budget')).toEqual({ ok: true, value: 0 });
  });

  it('gives undefined for blank', () => {
    expect(parseRupeeText('  ', 'Budget')).toEqual({ ok: true, value: undefined });
    expect(parseRupeeText('₹', 'Budget')).toEqual({ ok: true, value: undefined });
  });

  it('refuses fractions, bad grouping, negatives and words with a sentence naming the field', () => {
    expect(parseRupeeText('1500.50', 'Budget')).toEqual({ ok: false, message: 'Budget must be a whole number of rupees.' });
    for (const text of ['1,5,0000', ',500', '500,', '-500', 'two lakh', '1e6']) {
      expect(parseRupeeText(text, 'Graphics')).toEqual({ ok: false, message: 'Graphics must be an amount in rupees, like 1,50,000.' });
    }
  });
});

describe('rupeeDigits', () => {
  it('groups the Indian way without the sign', () => {
    expect(rupeeDigits(150_000)).toBe('1,50,000');
    expect(rupeeDigits(999)).toBe('999');
  });
});
