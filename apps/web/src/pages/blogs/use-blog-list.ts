import { BLOG_PAGE_SIZE, type BlogListResponse } from '@stallplan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';
import type { BlogListParams } from './blog-list-params.js';

/** What the list says when the blogs cannot be loaded (see docs/marketplace.md#blog-list). */
export const BLOGS_FAILED_MESSAGE = 'Failed to fetch blogs';

async function fetchBlogPage(view: BlogListParams, signal: AbortSignal): Promise<BlogListResponse> {
  const query = { page: view.page, limit: BLOG_PAGE_SIZE, sort: view.sort, ...(view.search ? { search: view.search } : {}) };
  const response = await api.listBlogs({ query, signal });
  if (response.status !== 200) throw new Error(BLOGS_FAILED_MESSAGE);
  return response.body;
}

/**
 * One page of articles; the service searches header, author and content (see docs/marketplace.md#blog-list). The previous page
 * stays on screen while the next loads, so paging and typing do not flash the skeleton.
 */
export function useBlogList(view: BlogListParams) {
  return useQuery({
    queryKey: ['blogs', 'list', view.page, view.search, view.sort],
    queryFn: ({ signal }) => fetchBlogPage(view, signal),
    placeholderData: keepPreviousData,
  });
}
