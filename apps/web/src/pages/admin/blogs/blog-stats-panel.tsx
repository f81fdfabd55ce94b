import { BLOG_CONTENT_MAX, BLOG_CONTENT_MIN, BLOG_TITLE_MAX, BLOG_TITLE_MIN } from '@stallplan/contracts';
import { BarChart3, CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatReadingTime, type BlogStats } from './blog-stats.js';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function Check({ done, children }: { done: boolean; children: ReactNode }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className={`flex items-center gap-2 ${done ? 'text-green-800' : 'text-slate-500'}`}>
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
      <span className="sr-only">{done ? '(done)' : '(not yet)'}</span>
    </li>
  );
}

/** "Article Stats": the figures of the preview, and how far the draft is from the limits (see docs/marketplace.md#writing-articles). */
export function BlogStatsPanel({ stats }: { stats: BlogStats }) {
  const n = (value: number) => value.toLocaleString('en-IN');
  return (
    <section aria-labelledby="blog-stats-title" className="card">
      <h2 id="blog-stats-title" className="section-title">
        <BarChart3 className="size-5 text-brand-600" aria-hidden />
        Article Stats
      </h2>
      <dl className="divide-y divide-slate-100 text-sm">
        <Stat label="Words">{n(stats.words)}</Stat>
        <Stat label="Reading time">{formatReadingTime(stats.readingMinutes)}</Stat>
        <Stat label="Title length">
          {n(stats.titleLength)} / {n(BLOG_TITLE_MAX)}
        </Stat>
        <Stat label="Content length">
          {n(stats.contentLength)} / {n(BLOG_CONTENT_MAX)}
        </Stat>
      </dl>
      <ul className="mt-3 space-y-1.5 text-sm">
        <Check done={stats.titleReady}>
          Title of {BLOG_TITLE_MIN} to {BLOG_TITLE_MAX} characters
        </Check>
        <Check done={stats.contentReady}>
          Content of {BLOG_CONTENT_MIN} to {n(BLOG_CONTENT_MAX)} characters
        </Check>
      </ul>
    </section>
  );
}
