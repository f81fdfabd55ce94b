import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

interface RecentListCardProps<T> {
  id: string;
  icon: ReactNode;
  title: string;
  /** How many there are in all; the card shows the newest few. */
  query: UseQueryResult<{ items: T[]; total: number }>;
  empty: string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** A compact list of the newest records a service keeps, with its loading, error and empty states. */
export function RecentListCard<T>({ id, icon, title, query, empty, renderItem, itemKey }: RecentListCardProps<T>) {
  return (
    <section aria-labelledby={id} className="card min-w-0">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
          {icon}
          {title}
        </h2>
        {query.data && <span className="text-sm text-slate-500">{query.data.total} in all</span>}
      </div>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading...
        </p>
      ) : query.isError ? (
        <div className="text-sm text-red-700" role="alert">
          Could not load this list.{' '}
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {query.data.items.map((item) => (
            <li key={itemKey(item)} className="py-2.5 first:pt-0 last:pb-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
