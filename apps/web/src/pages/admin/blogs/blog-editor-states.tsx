import { AlertTriangle, ArrowLeft, FileQuestion, Loader2 } from 'lucide-react';
import { Link } from 'react-router-dom';

export function LoadingBlogPost() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Loading blog post...
    </div>
  );
}

/** The article could not be loaded and there is nothing to edit (see docs/marketplace.md#writing-articles). */
export function BlogPostLoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-3 py-12 text-center">
      <AlertTriangle className="size-10 text-red-600" aria-hidden />
      <h2 className="text-xl font-semibold text-ink">Error loading blog post</h2>
      <p className="text-sm text-slate-600">{message}</p>
      <Link to="/admin/blogs" className="btn-primary">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Blogs
      </Link>
    </div>
  );
}

/** The edit screen was opened without saying which article (see docs/marketplace.md#writing-articles). */
export function BlogIdRequired() {
  return (
    <div role="alert" className="card mx-auto flex max-w-lg flex-col items-center gap-3 py-12 text-center">
      <FileQuestion className="size-10 text-brand-600" aria-hidden />
      <h2 className="text-xl font-semibold text-ink">Blog ID Required</h2>
      <p className="text-sm text-slate-600">No blog ID provided for editing</p>
      <Link to="/admin/blogs" className="btn-primary">
        <ArrowLeft className="size-4" aria-hidden />
        Back to Admin Blogs
      </Link>
    </div>
  );
}
