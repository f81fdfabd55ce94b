import type { BlogArticle } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

/** One article by id or slug; `null` when there is no such article (see docs/marketplace.md#blog-article). */
export function useBlogArticle(id: string) {
  return useQuery({
    queryKey: ['blogs', 'article', id],
    queryFn: async ({ signal }): Promise<BlogArticle | null> => {
      const response = await api.getBlog({ params: { id }, signal });
      // A 400 is an id that cannot name an article; to the reader it is missing like a 404.
      return response.status === 200 ? response.body.data : null;
    },
  });
}
