import { describe, expect, it } from 'vitest';
import { convertFromInr, EXCHANGE_RATES_AS_OF, formatMoney, INR_PER_EUR, INR_PER_USD } from './currency.js';

describe('convertFromInr', () => {
  it('keeps rupees whole', () => {
    expect(convertFromInr(1234.5, 'INR')).toBe(1235);
  });

  it('converts to dollars and euros in cents', () => {
    // 8800 / 88 = 100; 1000 / 88 = 11.3636 → 11.36; 1000 / 103 = 9.7087 → 9.71.
    expect(convertFromInr(8800, 'USD')).toBe(100);
    expect(convertFromInr(1000, 'USD')).toBe(11.36);
    expect(convertFromInr(1000, 'EUR')).toBe(9.71);
  });

  it('gives 0 for an amount that is not finite', () => {
    expect(convertFromInr(Number.NaN, 'USD')).toBe(0);
    expect(convertFromInr(Number.POSITIVE_INFINITY, 'INR')).toBe(0);
    expect(Object.is(convertFromInr(-0.001, 'EUR'), 0)).toBe(true);
  });

  it('keeps the reference rates and their date in one place', () => {
    expect([INR_PER_USD, INR_PER_EUR, EXCHANGE_RATES_AS_OF]).toEqual([88, 103, '2026-11-01']);
  });
});

describe('formatMoney', () => {
  it('groups rupees the Indian way and other currencies the US way, without decimals', () => {
    expect(formatMoney(1_234_567, 'INR')).toBe('₹12,34,567');
    expect(formatMoney(1234, 'USD')).toBe('$1,234');
    expect(formatMoney(1_234_567.6, 'EUR')).toBe('€1,234,568');
    expect(formatMoney(11.36, 'USD')).toBe('$11');
  });

  it('puts the sign before the symbol and never shows -0', () => {
    expect(formatMoney(-5, 'USD')).toBe('-$5');
    expect(formatMoney(-0.4, 'EUR')).toBe('€0');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0');
  });
});
