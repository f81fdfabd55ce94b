import { BLOG_AUTHOR, type BlogStatus } from '@stallplan/contracts';
import { Calendar, Clock, FileText, User } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { BlogStatusBadge } from '../../blogs/blog-status-badge.js';
import { formatBlogDate } from '../../blogs/format-blog-date.js';
import { formatReadingTime, formatWordCount, type BlogStats } from './blog-stats.js';
import { previewBlocks, type PreviewBlock } from './preview-blocks.js';

interface BlogPreviewProps {
  header: string;
  content: string;
  status: BlogStatus;
  /** Today for a new article, its own date when editing. */
  date: string;
  stats: BlogStats;
}

/** Consecutive list items become one list; every other block stands alone. */
function groupItems(blocks: PreviewBlock[]): (PreviewBlock | PreviewBlock[])[] {
  const groups: (PreviewBlock | PreviewBlock[])[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'item' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'item' ? [block] : block);
  }
  return groups;
}

function Block({ block }: { block: PreviewBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h3 className="mt-5 text-lg font-semibold text-ink first:mt-0">{block.text}</h3>;
    case 'quote':
      return <blockquote className="mt-3 border-l-4 border-brand-200 pl-4 italic first:mt-0">{block.text}</blockquote>;
    default:
      return <p className="mt-3 first:mt-0">{block.text}</p>;
  }
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The article as readers will see it, updated while the admin types. Built from text blocks
 * (preview-blocks.ts), never from the draft's markup: the draft is unsanitised until it is saved.
 */
export function BlogPreview({ header, content, status, date, stats }: BlogPreviewProps) {
  const groups = useMemo(() => groupItems(previewBlocks(content)), [content]);
  const title = header.trim();
  return (
    <section aria-labelledby="blog-preview-title" className="card">
      <h2 id="blog-preview-title" className="section-title">
        <FileText className="size-5 text-brand-600" aria-hidden />
        Live Preview
      </h2>
      <div className="rounded-lg border border-slate-200 bg-paper/60 p-4">
        <BlogStatusBadge status={status} />
        {/* Placeholders in slate-500: lighter than the article's words, yet 4.5:1 on the preview's paper. */}
        <p className={`mt-3 break-words text-2xl font-bold leading-tight ${title ? 'text-ink' : 'text-slate-500'}`} data-testid="preview-title">
          {title || 'Your article title'}
        </p>
        <dl className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <Meta icon={<User className="size-4" aria-hidden />} label="Author">
            {BLOG_AUTHOR}
          </Meta>
          <Meta icon={<Calendar className="size-4" aria-hidden />} label="Date">
            <time dateTime={date}>{formatBlogDate(date)}</time>
          </Meta>
          <Meta icon={<FileText className="size-4" aria-hidden />} label="Length">
            {formatWordCount(stats.words)}
          </Meta>
          <Meta icon={<Clock className="size-4" aria-hidden />} label="Reading time">
            {formatReadingTime(stats.readingMinutes)}
          </Meta>
        </dl>
        <div className="mt-4 border-t border-slate-200 pt-4 text-sm leading-relaxed text-slate-700 break-words" data-testid="preview-body">
          {groups.length === 0 ? (
            <p className="text-slate-500">Start writing to see your article here.</p>
          ) : (
            groups.map((group, index) =>
              Array.isArray(group) ? (
                <ul key={index} className="mt-3 list-disc space-y-1 pl-6 first:mt-0">
                  {group.map((item, itemIndex) => (
                    <li key={itemIndex}>{item.text}</li>
                  ))}
                </ul>
              ) : (
                <Block key={index} block={group} />
              ),
            )
          )}
        </div>
      </div>
    </section>
  );
}
