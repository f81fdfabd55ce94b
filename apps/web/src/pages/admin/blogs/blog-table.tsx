import type { BlogArticle } from '@stallplan/contracts';
import { BlogStatusBadge } from '../../blogs/blog-status-badge.js';
import { formatBlogDate } from '../../blogs/format-blog-date.js';
import { BlogRowActions } from './blog-row-actions.js';
import { CARD_PREVIEW_LENGTH, TABLE_PREVIEW_LENGTH, previewText } from './preview-text.js';

interface BlogListViewProps {
  blogs: readonly BlogArticle[];
  onDelete: (blog: BlogArticle) => void;
}

/** Wide screens: one row per article with the list's columns (see docs/marketplace.md#blog-admin-list). */
export function BlogTable({ blogs, onDelete }: BlogListViewProps) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-orange-100 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-orange-50/60 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Author
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Content Preview
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
              Published
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-orange-100">
          {blogs.map((blog) => (
            <tr key={blog.id} className="align-top hover:bg-orange-50/40">
              <td className="max-w-56 px-4 py-3 font-medium text-ink">{previewText(blog.header, TABLE_PREVIEW_LENGTH)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{blog.author}</td>
              <td className="max-w-80 px-4 py-3 text-slate-600">{previewText(blog.content, TABLE_PREVIEW_LENGTH)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <time dateTime={blog.timestamp}>{formatBlogDate(blog.timestamp)}</time>
              </td>
              <td className="px-4 py-3">
                <BlogStatusBadge status={blog.status} />
              </td>
              <td className="px-2 py-2">
                <BlogRowActions blog={blog} onDelete={() => onDelete(blog)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: the same articles as cards, with a longer preview since a card has the width for it. */
export function BlogCards({ blogs, onDelete }: BlogListViewProps) {
  return (
    <ul className="flex flex-col gap-4 md:hidden" aria-label="Blogs">
      {blogs.map((blog) => (
        <li key={blog.id} className="card flex flex-col gap-2">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 break-words font-semibold text-ink">{previewText(blog.header, CARD_PREVIEW_LENGTH)}</h3>
            <BlogStatusBadge status={blog.status} />
          </div>
          <p className="text-xs text-slate-500">
            {blog.author} · <time dateTime={blog.timestamp}>{formatBlogDate(blog.timestamp)}</time>
          </p>
          <p className="break-words text-sm text-slate-600">{previewText(blog.content, CARD_PREVIEW_LENGTH)}</p>
          <div className="-mb-2 flex justify-end border-t border-orange-100 pt-1">
            <BlogRowActions blog={blog} onDelete={() => onDelete(blog)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
