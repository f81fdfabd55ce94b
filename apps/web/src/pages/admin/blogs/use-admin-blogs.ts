import { BLOG_PAGE_SIZE_MAX, type BlogArticle } from '@stallplan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';

/** Under the public list's `blogs` key, so one invalidation refreshes every list after a change. */
export const ADMIN_BLOGS_KEY = ['blogs', 'admin'] as const;

export const BLOGS_FAILED_MESSAGE = 'Failed to fetch blogs';
export const DELETE_FAILED_MESSAGE = 'Failed to delete blog';

/** Every article, newest first, gathered page by page at the largest page size the API allows. */
async function fetchAllBlogs(signal: AbortSignal): Promise<BlogArticle[]> {
  // Keyed by id: an article published while paging shifts the pages, and must not appear twice.
  const blogs = new Map<string, BlogArticle>();
  for (let page = 1; ; page += 1) {
    const response = await adminApi.listBlogs({ query: { page, limit: BLOG_PAGE_SIZE_MAX, sort: 'desc' }, signal });
    if (response.status !== 200) throw new Error(BLOGS_FAILED_MESSAGE);
    for (const blog of response.body.data) blogs.set(blog.id, blog);
    if (!response.body.pagination.hasNextPage) return [...blogs.values()];
  }
}

/** The admin list searches in the browser (see docs/marketplace.md#blog-admin-list), so it holds every article; reloaded on each visit. */
export function useAdminBlogs() {
  return useQuery({ queryKey: ADMIN_BLOGS_KEY, queryFn: ({ signal }) => fetchAllBlogs(signal), staleTime: 0 });
}

/** Refreshes the admin list and the public pages after an article is written, changed or removed. */
export function useRefreshBlogs(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['blogs'] });
}

export function useDeleteBlog() {
  const refresh = useRefreshBlogs();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await adminApi.deleteBlog({ params: { id } });
      // Gone already is what the admin asked for; anything else did not delete it.
      if (response.status !== 200 && response.status !== 404) throw new Error(DELETE_FAILED_MESSAGE);
    },
    onSettled: refresh,
  });
}
