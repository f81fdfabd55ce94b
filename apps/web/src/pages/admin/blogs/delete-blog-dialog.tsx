import type { BlogArticle } from '@stallplan/contracts';
import { Loader2, Trash2 } from 'lucide-react';
import { Dialog } from '../../../ui/dialog.js';
import { DELETE_FAILED_MESSAGE, useDeleteBlog } from './use-admin-blogs.js';

export const DELETE_BLOG_WARNING = 'Are you sure you want to delete the blog? This is an irreversible action and all blog data will be permanently removed.';

interface DeleteBlogDialogProps {
  blog: BlogArticle | null;
  onClose: () => void;
  onDeleted: (blog: BlogArticle) => void;
}

/** §2's confirmation; it stays open while the delete runs, and says so when it fails (§8). */
export function DeleteBlogDialog({ blog, onClose, onDeleted }: DeleteBlogDialogProps) {
  const remove = useDeleteBlog();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!blog) return;
    remove.mutate(blog.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(blog);
      },
    });
  };
  return (
    <Dialog
      open={blog !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Delete Blog"
      description={DELETE_BLOG_WARNING}
      dismissible={!remove.isPending}
      size="sm"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="btn border-red-700 bg-red-700 text-white hover:bg-red-800" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      {blog && <p className="break-words text-sm font-medium text-ink">{blog.header}</p>}
      {remove.isError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {DELETE_FAILED_MESSAGE}
        </p>
      )}
    </Dialog>
  );
}
