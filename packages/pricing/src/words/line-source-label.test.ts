import { describe, expect, it } from 'vitest';
import { lineSourceLabel } from './line-source-label.js';

describe('lineSourceLabel', () => {
  it('marks where a line’s figure comes from, an allowance apart from other estimates', () => {
    expect(lineSourceLabel({ source: 'estimate', allowance: false })).toBe('Estimate');
    expect(lineSourceLabel({ source: 'estimate', allowance: true })).toBe('Allowance');
    expect(lineSourceLabel({ source: 'choice', allowance: false })).toBe('Your choice');
    expect(lineSourceLabel({ source: 'builder', allowance: false })).toBe("Builder's price");
  });
});
