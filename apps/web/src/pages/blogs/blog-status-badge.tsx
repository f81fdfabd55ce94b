import { blogStatusOptions, type BlogStatus } from '@stallplan/contracts';

/** Published is green; any other status is grey (see docs/marketplace.md#blog-list). */
export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  const published = status === 'published';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${
        published ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      {blogStatusOptions.label(status)}
    </span>
  );
}
