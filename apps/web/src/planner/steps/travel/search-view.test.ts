import { describe, expect, it } from 'vitest';
import { searchViewOf } from './search-view.js';

describe('searchViewOf', () => {
  it('shows loading while a search runs, whatever came before', () => {
    expect(searchViewOf({ isFetching: true, isError: false, data: undefined })).toBe('loading');
    expect(searchViewOf({ isFetching: true, isError: true, data: undefined })).toBe('loading');
    expect(searchViewOf({ isFetching: true, isError: false, data: [] })).toBe('loading');
  });

  it('shows the error, the empty state or the results once it is done', () => {
    expect(searchViewOf({ isFetching: false, isError: true, data: undefined })).toBe('error');
    expect(searchViewOf({ isFetching: false, isError: false, data: [] })).toBe('empty');
    expect(searchViewOf({ isFetching: false, isError: false, data: [{}] })).toBe('results');
  });

  it('shows loading before the first answer', () => {
    expect(searchViewOf({ isFetching: false, isError: false, data: undefined })).toBe('loading');
  });
});
