import { useDeferredValue, useMemo, useState } from 'react';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { BuilderCard } from './builder-card.js';
import { BuilderFilterBar } from './builder-filter-bar.js';
import { BuilderListEmpty, BuilderListSkeleton, BuilderLoadError } from './builder-list-states.js';
import { builderFilterChoices, filterBuilders, hasBuilderFilters, NO_BUILDER_FILTERS, type BuilderFilters } from './filter-builders.js';
import { useBuilders } from './use-builders.js';

export function FindBuildersPage() {
  usePageMeta('Find Builders', 'Booth builders and exhibition vendors across India, with their specialties, price range, ratings and contact details.');
  const builders = useBuilders();
  const [filters, setFilters] = useState<BuilderFilters>(NO_BUILDER_FILTERS);
  // Typing stays responsive while the grid re-renders behind it.
  const deferredFilters = useDeferredValue(filters);

  const all = builders.data;
  const choices = useMemo(() => builderFilterChoices(all ?? []), [all]);
  const shown = useMemo(() => filterBuilders(all ?? [], deferredFilters), [all, deferredFilters]);
  const filtered = hasBuilderFilters(filters);
  const clear = () => setFilters(NO_BUILDER_FILTERS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-ink">Find Builders</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Booth builders and exhibition vendors across India. Filter by what they do, where they are and their price range, then contact them directly.
        </p>
      </header>

      <BuilderFilterBar filters={filters} categories={choices.categories} locations={choices.locations} onChange={setFilters} onClear={filtered ? clear : undefined} />

      <p className="mb-4 mt-6 min-h-5 text-sm font-medium text-slate-700" aria-live="polite">
        {all ? `${shown.length} ${shown.length === 1 ? 'builder' : 'builders'} found` : ''}
      </p>

      {builders.isPending ? (
        <BuilderListSkeleton />
      ) : builders.isError ? (
        <BuilderLoadError onRetry={() => void builders.refetch()} />
      ) : shown.length === 0 ? (
        <BuilderListEmpty filtered={filtered && builders.data.length > 0} onClearFilters={clear} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((vendor) => (
            <li key={vendor.id} className="min-w-0">
              <BuilderCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
