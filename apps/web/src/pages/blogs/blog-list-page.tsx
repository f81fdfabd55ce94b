import { BLOG_SEARCH_MAX, blogSortOptions, type BlogSort } from '@stallplan/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { BlogCard } from './blog-card.js';
import { readBlogListParams, writeBlogListParams, type BlogListParams } from './blog-list-params.js';
import { BlogListEmpty, BlogListSkeleton, BlogLoadError } from './blog-list-states.js';
import { PageControls } from '../../ui/page-controls.js';
import { shownRange } from '../../ui/page-window.js';
import { BLOGS_FAILED_MESSAGE, useBlogList } from './use-blog-list.js';

/** The list searches once typing has paused this long (see docs/marketplace.md#blog-list). */
export const SEARCH_DEBOUNCE_MS = 500;

export function BlogListPage() {
  usePageMeta('Blogs', 'Practical articles for exhibitors in India: budgeting, stall types, GST, freight, staffing, lead capture and ROI.');
  const searchId = useId();
  const sortId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const [params, setParams] = useSearchParams();
  const view = readBlogListParams(params);
  const [input, setInput] = useState(view.search);

  // Back, forward and Clear Search change the address; the box follows it unless it already says
  // the same (a trailing space the reader is still typing is kept).
  const [syncedSearch, setSyncedSearch] = useState(view.search);
  if (view.search !== syncedSearch) {
    setSyncedSearch(view.search);
    if (input.trim() !== view.search) setInput(view.search);
  }

  const show = (next: BlogListParams, replace = false) => setParams(writeBlogListParams(next, params), { replace });

  const commitSearch = useEffectEvent((text: string) => {
    const search = text.trim();
    if (search === view.search) return;
    // The first search gets its own history entry, so Back returns to the whole list; refining it does not.
    show({ page: 1, search, sort: view.sort }, view.search !== '');
  });
  // Each change to the box restarts the wait; what the address says is compared when it ends, so
  // text put back by Back or Clear Search sends nothing, and retyping an earlier search still does.
  useEffect(() => {
    const timer = setTimeout(() => commitSearch(input), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const blogs = useBlogList(view);
  const pagination = blogs.data?.pagination;

  // A page past the end (an old link, or fewer articles since) shows the last page instead.
  const lastPage = pagination?.totalPages ?? 0;
  const { page, search, sort } = view;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setParams(writeBlogListParams({ page: lastPage, search, sort }, params), { replace: true });
  }, [lastPage, page, search, sort, params, setParams]);

  const goToPage = (target: number) => {
    show({ ...view, page: target });
    listTop.current?.scrollIntoView({ block: 'start' });
    listTop.current?.focus({ preventScroll: true });
  };
  const clearSearch = () => {
    setInput('');
    show({ page: 1, search: '', sort: view.sort });
    searchInput.current?.focus();
  };

  const hasArticles = (blogs.data?.data.length ?? 0) > 0;
  const range = pagination && hasArticles ? shownRange(pagination.page, pagination.limit, pagination.totalPosts) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Blogs</h1>
        <p className="mt-2 max-w-2xl text-slate-600">Practical advice on planning, building and running a trade-show stall in India.</p>
      </header>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="field-label">
            Search articles
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              ref={searchInput}
              id={searchId}
              type="search"
              className="field-input pl-9"
              placeholder="Search by title, author or content"
              maxLength={BLOG_SEARCH_MAX}
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
          </div>
        </div>
        <div className="sm:w-44">
          <label htmlFor={sortId} className="field-label">
            Sort by
          </label>
          <select id={sortId} className="field-input" value={view.sort} onChange={(event) => show({ ...view, page: 1, sort: event.target.value as BlogSort })}>
            {blogSortOptions.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {(input !== '' || view.search !== '') && (
          <button type="button" className="btn-secondary" onClick={clearSearch}>
            <X className="size-4" aria-hidden />
            Clear Search
          </button>
        )}
      </div>

      <div ref={listTop} tabIndex={-1} className="scroll-mt-24 focus-visible:outline-none" aria-busy={blogs.isFetching}>
        <p className="mb-4 min-h-5 text-sm text-slate-600" aria-live="polite">
          {range && pagination ? `Showing ${range.from} to ${range.to} of ${pagination.totalPosts} blogs` : ''}
        </p>

        {blogs.isPending ? (
          <BlogListSkeleton />
        ) : blogs.isError ? (
          <BlogLoadError title="Error loading blogs" message={`${BLOGS_FAILED_MESSAGE}. Please try again.`} onRetry={() => void blogs.refetch()} />
        ) : blogs.data.data.length === 0 ? (
          pagination && pagination.totalPosts > 0 ? null : (
            <BlogListEmpty searched={view.search !== ''} onClearSearch={clearSearch} />
          )
        ) : (
          <ul className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${blogs.isPlaceholderData ? 'opacity-60' : ''}`}>
            {blogs.data.data.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {pagination && hasArticles && (
        <div className="mt-8">
          <PageControls label="Blog pages" page={pagination.page} totalPages={pagination.totalPages} onPageChange={goToPage} />
        </div>
      )}
    </div>
  );
}
