import type { BlogArticle } from '@stallplan/contracts';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';

interface BlogRowActionsProps {
  blog: Pick<BlogArticle, 'id' | 'header'>;
  onDelete: () => void;
}

/**
 * View, edit and delete for one article. View is a plain link (see docs/marketplace.md#blog-admin-list), a full page load of
 * the public article, so it is read as a visitor would see it.
 */
export function BlogRowActions({ blog, onDelete }: BlogRowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      <a href={`/blogs/${encodeURIComponent(blog.id)}`} className="btn-ghost p-2" title="View">
        <Eye className="size-4" aria-hidden />
        <span className="sr-only">View {blog.header}</span>
      </a>
      <Link to={`/admin/blogs/edit/${encodeURIComponent(blog.id)}`} className="btn-ghost p-2 text-brand-700" title="Edit">
        <Pencil className="size-4" aria-hidden />
        <span className="sr-only">Edit {blog.header}</span>
      </Link>
      <button type="button" className="btn-ghost p-2 text-red-700 hover:bg-red-50" title="Delete" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden />
        <span className="sr-only">Delete {blog.header}</span>
      </button>
    </div>
  );
}
