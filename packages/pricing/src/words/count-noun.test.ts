import { describe, expect, it } from 'vitest';
import { countNoun } from './count-noun.js';

describe('countNoun', () => {
  it('agrees the noun with the count', () => {
    expect(countNoun(1, 'person', 'people')).toBe('1 person');
    expect(countNoun(3, 'person', 'people')).toBe('3 people');
    expect(countNoun(1, 'night')).toBe('1 night');
    expect(countNoun(0, 'night')).toBe('0 nights');
    expect(countNoun(12000, 'lead')).toBe('12,000 leads');
  });
});
