import { useState } from 'react';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { BlogForm } from './blogs/blog-form.js';
import { createArticle } from './blogs/save-blog.js';

const EMPTY_DRAFT = { header: '', content: '' };

function WriteBlog() {
  // The preview shows the day the article will carry: today, fixed when the page opens.
  const [today] = useState(() => new Date().toISOString());
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminHeader title="Write New Article" />
      <BlogForm mode="create" initial={EMPTY_DRAFT} previewDate={today} status="published" onSave={createArticle} />
    </div>
  );
}

/** `/admin/blogs/write` (see docs/marketplace.md#writing-articles). */
export function WriteBlogPage() {
  usePageMeta('Write New Article', 'Write and publish a new article on the StallPlan blog.');
  return (
    <AdminGuard>
      <WriteBlog />
    </AdminGuard>
  );
}
