import { describe, expect, it } from 'vitest';
import { numberFromInput } from './number-input.js';

describe('number from input', () => {
  it('is blank for blank or unreadable text', () => {
    expect(numberFromInput('', 0, 10)).toBe('');
    expect(numberFromInput('  ', 0, 10)).toBe('');
    expect(numberFromInput('abc', 0, 10)).toBe('');
  });

  it('keeps the number within its bounds', () => {
    expect(numberFromInput('7', 0, 10)).toBe(7);
    expect(numberFromInput('-3', 0, 10)).toBe(0);
    expect(numberFromInput('6000', 0, 5000)).toBe(5000);
  });

  it('rounds only when whole numbers are asked for', () => {
    expect(numberFromInput('12.5', 0, 100)).toBe(12.5);
    expect(numberFromInput('12.5', 0, 100, { whole: true })).toBe(13);
  });
});
