import type { BlogArticle } from '@stallplan/contracts';
import { FileText, PenLine, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useToast } from '../../ui/toaster.js';
import { AdminHeader } from './admin-header.js';
import { BlogCards, BlogTable } from './blogs/blog-table.js';
import { DeleteBlogDialog } from './blogs/delete-blog-dialog.js';
import { filterBlogs } from './blogs/filter-blogs.js';
import { BLOGS_FAILED_MESSAGE, useAdminBlogs } from './blogs/use-admin-blogs.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';

function WriteNewBlogLink() {
  return (
    <Link to="/admin/blogs/write" className="btn-primary">
      <PenLine className="size-4" aria-hidden />
      Write New Blog
    </Link>
  );
}

function BlogManagement() {
  const blogs = useAdminBlogs();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<BlogArticle | null>(null);
  const shown = useMemo(() => filterBlogs(blogs.data ?? [], search), [blogs.data, search]);
  const searched = search.trim() !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminHeader title="Blog Management" actions={<WriteNewBlogLink />} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-ink">
          All Blogs <span className="text-slate-500">({blogs.data?.length ?? 0})</span>
        </h2>
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor="admin-blog-search" className="sr-only">
            Search blogs
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id="admin-blog-search"
            type="search"
            className="field-input pl-9"
            placeholder="Search by title, author or content..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {blogs.isPending ? (
        <AdminListSkeleton label="Loading blogs" />
      ) : blogs.isError ? (
        <AdminListError message="Error loading blogs" detail={BLOGS_FAILED_MESSAGE} onRetry={() => void blogs.refetch()} />
      ) : shown.length === 0 ? (
        /** The empty states (see docs/marketplace.md#blog-admin-list): nothing written yet invites the first article; a search that missed offers a way back. */
        <AdminListEmpty
          icon={<FileText className="size-10 text-brand-600" aria-hidden />}
          title={searched ? 'No blogs found matching your search' : 'No blogs found'}
          onClearSearch={searched ? () => setSearch('') : undefined}
          action={
            <Link to="/admin/blogs/write" className="btn-primary">
              <PenLine className="size-4" aria-hidden />
              Write Your First Blog
            </Link>
          }
        />
      ) : (
        <>
          {searched && (
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {shown.length} of {blogs.data.length} blogs match your search
            </p>
          )}
          <BlogTable blogs={shown} onDelete={setDeleting} />
          <BlogCards blogs={shown} onDelete={setDeleting} />
        </>
      )}

      <DeleteBlogDialog
        blog={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(blog) => {
          setDeleting(null);
          toast({ title: 'Blog deleted', description: blog.header, variant: 'success' });
        }}
      />
    </div>
  );
}

/** `/admin/blogs` (see docs/marketplace.md#blog-admin-list). */
export function BlogManagementPage() {
  usePageMeta('Blog Management', 'Write, edit and delete the articles on the StallPlan blog.');
  const [params] = useSearchParams();
  // `?action=write` asks for the editor (see docs/marketplace.md#blog-admin-list), which has an address of its own.
  if (params.get('action') === 'write') return <Navigate to="/admin/blogs/write" replace />;
  return (
    <AdminGuard>
      <BlogManagement />
    </AdminGuard>
  );
}
