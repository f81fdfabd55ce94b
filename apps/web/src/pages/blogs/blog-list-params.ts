import { BLOG_PAGE_MAX, BLOG_SEARCH_MAX, type BlogSort } from '@stallplan/contracts';

/** What the blog list shows, as kept in the address so reload, back and forward return to it. */
export interface BlogListParams {
  page: number;
  search: string;
  sort: BlogSort;
}

/** Reads `?page=&search=&sort=`; anything malformed falls back to the first page, no search, newest first. */
export function readBlogListParams(params: URLSearchParams): BlogListParams {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, BLOG_PAGE_MAX) : 1,
    search: (params.get('search') ?? '').trim().slice(0, BLOG_SEARCH_MAX),
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };
}

/**
 * The address for a view; defaults are left out so `/blogs` stays `/blogs`. Parameters this page
 * does not own (`action=write`, which the admin list redirects with) are kept.
 */
export function writeBlogListParams(view: BlogListParams, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value === undefined ? next.delete(key) : next.set(key, value));
  set('page', view.page > 1 ? String(view.page) : undefined);
  set('search', view.search.trim() === '' ? undefined : view.search.trim());
  set('sort', view.sort === 'asc' ? 'asc' : undefined);
  return next;
}
