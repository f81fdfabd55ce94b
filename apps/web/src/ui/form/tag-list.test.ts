import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-list.js';

describe('addTag', () => {
  it('adds the trimmed entry at the end', () => {
    expect(addTag(['Fabrication'], '  LED walls ')).toEqual(['Fabrication', 'LED walls']);
  });

  it('ignores a blank entry', () => {
    expect(addTag(['Fabrication'], '   ')).toEqual(['Fabrication']);
  });

  it('ignores a repeat whatever its case', () => {
    expect(addTag(['Fabrication'], 'fabrication')).toEqual(['Fabrication']);
  });

  it('does not change the list it was given', () => {
    const tags = ['A'];
    addTag(tags, 'B');
    expect(tags).toEqual(['A']);
  });
});

describe('removeTag', () => {
  it('removes the entry at the position', () => {
    expect(removeTag(['A', 'B', 'C'], 1)).toEqual(['A', 'C']);
  });
});

describe('addTag with a saved list', () => {
  it('ignores a repeat of an entry saved with spaces around it', () => {
    expect(addTag([' LED walls '], 'led walls')).toEqual([' LED walls ']);
  });
});
