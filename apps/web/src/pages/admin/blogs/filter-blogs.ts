import { htmlToText, type BlogArticle } from '@stallplan/contracts';

/** §9: the admin search matches header, author and content (its text, not its markup), ignoring case. */
export function filterBlogs<T extends Pick<BlogArticle, 'header' | 'author' | 'content'>>(blogs: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...blogs];
  return blogs.filter((blog) => [blog.header, blog.author, htmlToText(blog.content)].some((field) => field.toLowerCase().includes(needle)));
}
