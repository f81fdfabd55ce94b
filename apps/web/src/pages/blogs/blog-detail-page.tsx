import { BLOG_NOT_FOUND_MESSAGE, blogExcerpt, type BlogArticle } from '@stallplan/contracts';
import { ArrowLeft, Calendar, Clock, FileX, Share2, User } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useToast } from '../../ui/toaster.js';
import { ArticleBody } from './article-body.js';
import { BlogLoadError } from './blog-list-states.js';
import { BlogStatusBadge } from './blog-status-badge.js';
import { formatBlogDate } from './format-blog-date.js';
import { LINK_COPIED_MESSAGE, shareLink } from './share-link.js';
import { useBlogArticle } from './use-blog-article.js';

/** Back to wherever the reader came from inside the app (the list keeps its page and search), else to the list. */
function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a visit the key "default": there is no in-app page behind it.
  return () => void (location.key === 'default' ? navigate('/blogs') : navigate(-1));
}

function BackButton() {
  const back = useBack();
  return (
    <button type="button" className="btn-ghost -ml-3" onClick={back}>
      <ArrowLeft className="size-4" aria-hidden />
      Back to Blogs
    </button>
  );
}

function ShareButton({ article }: { article: BlogArticle }) {
  const toast = useToast();
  const share = async () => {
    const outcome = await shareLink({ title: article.header, url: window.location.href }, navigator);
    if (outcome === 'copied') toast({ title: LINK_COPIED_MESSAGE, variant: 'success' });
    if (outcome === 'failed') toast({ title: 'Could not share the link', description: window.location.href, variant: 'destructive' });
  };
  return (
    <button type="button" className="btn-secondary" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden />
      Share
    </button>
  );
}

function ArticleView({ article }: { article: BlogArticle }) {
  return (
    <article aria-labelledby="article-title">
      <header className="border-b border-orange-100 pb-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BlogStatusBadge status={article.status} />
          <ShareButton article={article} />
        </div>
        <h1 id="article-title" className="mt-4 text-3xl font-bold leading-tight text-ink sm:text-4xl">
          {article.header}
        </h1>
        <dl className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <div className="flex items-center gap-1.5">
            <dt>
              <User className="size-4" aria-hidden />
              <span className="sr-only">Author</span>
            </dt>
            <dd>{article.author}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Calendar className="size-4" aria-hidden />
              <span className="sr-only">Date</span>
            </dt>
            <dd>
              <time dateTime={article.timestamp}>{formatBlogDate(article.timestamp)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock className="size-4" aria-hidden />
              <span className="sr-only">Reading time</span>
            </dt>
            <dd>{article.readingMinutes} min read</dd>
          </div>
        </dl>
      </header>
      <div className="pt-6">
        <ArticleBody sanitizedHtml={article.content} />
      </div>
    </article>
  );
}

function ArticleNotFound() {
  const back = useBack();
  return (
    <div className="card flex flex-col items-center gap-3 py-12 text-center">
      <FileX className="size-10 text-brand-600" aria-hidden />
      <h1 className="text-2xl font-bold text-ink">{BLOG_NOT_FOUND_MESSAGE}</h1>
      <p className="max-w-md text-sm text-slate-600">The requested blog post does not exist. It may have been removed, or the link may be mistyped.</p>
      <button type="button" className="btn-primary" onClick={back}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Blogs
      </button>
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="animate-pulse">
      <div className="h-5 w-24 rounded-full bg-slate-200" />
      <div className="mt-5 h-9 w-4/5 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/2 rounded bg-slate-100" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="h-4 w-full rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export function BlogDetailPage() {
  const { id = '' } = useParams();
  const article = useBlogArticle(id);
  const loaded = article.data;
  usePageMeta(
    loaded ? loaded.header : loaded === null ? BLOG_NOT_FOUND_MESSAGE : 'Blog',
    loaded ? blogExcerpt(loaded.content) : 'An article from the StallPlan blog for exhibitors in India.',
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {loaded !== null && (
        <div className="mb-6">
          <BackButton />
        </div>
      )}
      {article.isPending ? (
        <ArticleSkeleton />
      ) : article.isError ? (
        <BlogLoadError title="Error loading blog post" message="The article could not be loaded. Please try again." onRetry={() => void article.refetch()} />
      ) : article.data === null ? (
        <ArticleNotFound />
      ) : (
        <ArticleView article={article.data} />
      )}
    </div>
  );
}
