import { describe, expect, it } from 'vitest';
import { readBuilderListParams, writeBuilderListParams } from './builder-list-params.js';

describe('builder list params', () => {
  it('reads the page and the filters from the address', () => {
    expect(readBuilderListParams(new URLSearchParams('page=3&search=pune%20modular&category=booth&location=Pune&price=Premium'))).toEqual({
      page: 3,
      search: 'pune modular',
      category: 'booth',
      location: 'Pune',
      priceRange: 'Premium',
    });
  });

  it('falls back to the first page and no filter for anything malformed', () => {
    for (const query of ['page=0', 'page=-2', 'page=1.5', 'page=abc', 'price=Cheap']) {
      expect(readBuilderListParams(new URLSearchParams(query)), query).toEqual({ page: 1, search: '', category: '', location: '', priceRange: '' });
    }
  });

  it('writes only what differs from the defaults, keeping other parameters, and reads back the same view', () => {
    const view = { page: 2, search: 'stall', category: '', location: 'Mumbai', priceRange: 'Budget' };
    const written = writeBuilderListParams(view, new URLSearchParams('ref=mail'));
    expect(written.toString()).toBe('ref=mail&page=2&search=stall&location=Mumbai&price=Budget');
    expect(readBuilderListParams(written)).toEqual(view);
    expect(writeBuilderListParams({ page: 1, search: '', category: '', location: '', priceRange: '' }).toString()).toBe('');
  });
});
