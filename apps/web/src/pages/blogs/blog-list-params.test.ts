import { describe, expect, it } from 'vitest';
import { readBlogListParams, writeBlogListParams } from './blog-list-params.js';

describe('readBlogListParams', () => {
  it('defaults to the first page, no search, newest first', () => {
    expect(readBlogListParams(new URLSearchParams())).toEqual({ page: 1, search: '', sort: 'desc' });
  });

  it('reads a page, a trimmed search and the oldest-first sort', () => {
    expect(readBlogListParams(new URLSearchParams('page=3&search=%20gst%20&sort=asc'))).toEqual({ page: 3, search: 'gst', sort: 'asc' });
  });

  it.each(['0', '-2', '1.5', 'two', ''])('treats page=%s as the first page', (page) => {
    expect(readBlogListParams(new URLSearchParams({ page })).page).toBe(1);
  });

  it('ignores an unknown sort and caps a huge page and a long search at what the API accepts', () => {
    const view = readBlogListParams(new URLSearchParams({ page: '99999999', sort: 'random', search: 'x'.repeat(300) }));
    expect(view.sort).toBe('desc');
    expect(view.page).toBe(10_000);
    expect(view.search).toHaveLength(100);
  });
});

describe('writeBlogListParams', () => {
  it('leaves defaults out of the address', () => {
    expect(writeBlogListParams({ page: 1, search: '  ', sort: 'desc' }).toString()).toBe('');
  });

  it('writes what differs from the defaults', () => {
    expect(writeBlogListParams({ page: 2, search: 'lead capture', sort: 'asc' }).toString()).toBe('page=2&search=lead+capture&sort=asc');
  });

  it('keeps parameters it does not own and drops stale ones it does', () => {
    const current = new URLSearchParams('action=write&page=4&search=old');
    expect(writeBlogListParams({ page: 1, search: '', sort: 'desc' }, current).toString()).toBe('action=write');
  });

  it('round-trips through readBlogListParams', () => {
    const view = { page: 5, search: 'freight', sort: 'asc' as const };
    expect(readBlogListParams(writeBlogListParams(view))).toEqual(view);
  });
});
