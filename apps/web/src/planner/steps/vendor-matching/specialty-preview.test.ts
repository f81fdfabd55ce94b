import { describe, expect, it } from 'vitest';
import { specialtyPreview } from './specialty-preview.js';

describe('specialtyPreview', () => {
  it('shows three and counts the rest', () => {
    expect(specialtyPreview(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
  });

  it('shows all of a short list with nothing more', () => {
    expect(specialtyPreview(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(specialtyPreview([])).toEqual({ shown: [], more: 0 });
  });

  it('skips blank entries', () => {
    expect(specialtyPreview([' ', 'A', '', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B', 'C'], more: 1 });
  });
});
