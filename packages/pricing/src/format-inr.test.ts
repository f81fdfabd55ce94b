import { describe, expect, it } from 'vitest';
import { formatInr } from './format-inr.js';

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(1000)).toBe('₹1,000');
    expect(formatInr(100000)).toBe('₹1,00,000');
  });
  it('rounds to whole rupees', () => {
    expect(formatInr(1499.5)).toBe('₹1,500');
  });
  it('shows ₹0 for anything that is not a number', () => {
    expect(formatInr('abc')).toBe('₹0');
    expect(formatInr(Number.NaN)).toBe('₹0');
    expect(formatInr(undefined)).toBe('₹0');
    expect(formatInr(null)).toBe('₹0');
  });
});
