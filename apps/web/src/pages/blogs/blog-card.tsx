import { blogExcerpt, type BlogArticle } from '@stallplan/contracts';
import { ArrowRight, Calendar, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { BlogStatusBadge } from './blog-status-badge.js';
import { formatBlogDate } from './format-blog-date.js';

/**
 * A blog card (see docs/marketplace.md#blog-list). The title's link stretches over the whole card, so a click anywhere opens the
 * article while keyboard and screen-reader users meet one link per card, not two.
 */
export function BlogCard({ blog }: { blog: BlogArticle }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="card relative flex h-full flex-col gap-3 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <User className="size-3.5" aria-hidden />
          {blog.author}
        </span>
        <span className="inline-flex items-center gap-1">
          <Calendar className="size-3.5" aria-hidden />
          <time dateTime={blog.timestamp}>{formatBlogDate(blog.timestamp)}</time>
        </span>
      </div>
      <h2 id={titleId} className="text-lg font-semibold leading-snug text-ink">
        <Link to={`/blogs/${encodeURIComponent(blog.id)}`} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
          {blog.header}
        </Link>
      </h2>
      <p className="flex-1 text-sm leading-relaxed text-slate-600">{blogExcerpt(blog.content)}</p>
      <div className="flex items-center justify-between gap-2 pt-1">
        <BlogStatusBadge status={blog.status} />
        <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-700" aria-hidden>
          Read More
          <ArrowRight className="size-4" />
        </span>
      </div>
    </article>
  );
}
