import { htmlToText, type BlogArticle } from '@stallplan/contracts';

/** The admin search matches header, author and content (its text, not its markup), ignoring case (see docs/marketplace.md#blog-admin-list). */
export function filterBlogs<T extends Pick<BlogArticle, 'header' | 'author' | 'content'>>(blogs: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...blogs];
  return blogs.filter((blog) => [blog.header, blog.author, htmlToText(blog.content)].some((field) => field.toLowerCase().includes(needle)));
}
