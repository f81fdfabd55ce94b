import { describe, expect, it } from 'vitest';
import { tabCount } from './tab-count.js';

describe('tabCount', () => {
  it('shows nothing before the list loads', () => {
    expect(tabCount(0, undefined, true)).toBe('');
  });

  it('shows the total, or how many of it match a search', () => {
    expect(tabCount(12, 12, false)).toBe(' (12)');
    expect(tabCount(3, 12, true)).toBe(' (3 of 12)');
  });
});
