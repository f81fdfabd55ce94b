import type { BlogArticle } from '@stallplan/contracts';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.js';
import { DELETE_FAILED_MESSAGE, useDeleteBlog } from './use-admin-blogs.js';

export const DELETE_BLOG_WARNING = 'Are you sure you want to delete the blog? This is an irreversible action and all blog data will be permanently removed.';

interface DeleteBlogDialogProps {
  blog: BlogArticle | null;
  onClose: () => void;
  onDeleted: (blog: BlogArticle) => void;
}

/** The confirmation before an article is deleted (see docs/marketplace.md#blog-admin-list). */
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
    <ConfirmDeleteDialog
      open={blog !== null}
      title="Delete Blog"
      warning={DELETE_BLOG_WARNING}
      subject={blog && <p className="break-words text-sm font-medium text-ink">{blog.header}</p>}
      pending={remove.isPending}
      failure={remove.isError ? DELETE_FAILED_MESSAGE : null}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
