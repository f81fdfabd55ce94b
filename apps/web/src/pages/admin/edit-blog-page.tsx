import { BLOG_NOT_FOUND_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useBlogArticle } from '../blogs/use-blog-article.js';
import { AdminHeader } from './admin-header.js';
import { BlogIdRequired, BlogPostLoadError, LoadingBlogPost } from './blogs/blog-editor-states.js';
import { BlogForm } from './blogs/blog-form.js';
import { loadCurrentArticle, updateArticle } from './blogs/save-blog.js';

function EditForm({ article }: { article: BlogArticle }) {
  // The version the form shows, sent as If-Match; a reload after a 412 moves it on.
  const [loadedVersion, setLoadedVersion] = useState(article.version);
  const reload = async () => {
    const current = await loadCurrentArticle(article.id);
    if (!current) return null;
    setLoadedVersion(current.version);
    return { header: current.header, content: current.content };
  };
  return (
    <BlogForm
      mode="edit"
      initial={{ header: article.header, content: article.content }}
      previewDate={article.timestamp}
      status={article.status}
      // The address may name the article by slug; the update goes to its id.
      onSave={(draft) => updateArticle(article.id, draft, loadedVersion)}
      onReload={reload}
    />
  );
}

function LoadedArticle({ id }: { id: string }) {
  const article = useBlogArticle(id);
  // A refresh that fails after a load (the list is refreshed after every save) keeps the loaded article.
  if (article.data) return <EditForm key={article.data.id} article={article.data} />;
  if (article.isPending) return <LoadingBlogPost />;
  if (article.isError) return <BlogPostLoadError message="Failed to fetch blog post. Please try again." />;
  return <BlogPostLoadError message={`${BLOG_NOT_FOUND_MESSAGE}. The requested blog post does not exist.`} />;
}

/** `/admin/blogs/edit/:id` (see docs/marketplace.md#writing-articles). */
export function EditBlogPage() {
  const { id = '' } = useParams();
  usePageMeta('Edit Article', 'Edit an article on the StallPlan blog.');
  return (
    <AdminGuard>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <AdminHeader title="Edit Article" />
        {id.trim() === '' ? <BlogIdRequired /> : <LoadedArticle id={id} />}
      </div>
    </AdminGuard>
  );
}
