import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { BuilderCard } from './builder-card.js';
import { BuilderFilterBar } from './builder-filter-bar.js';
import { readBuilderListParams, writeBuilderListParams, type BuilderListParams } from './builder-list-params.js';
import { BuilderListEmpty, BuilderListSkeleton, BuilderLoadError } from './builder-list-states.js';
import { PageControls } from '../../ui/page-controls.js';
import { builderFilterChoices, hasBuilderFilters, NO_BUILDER_FILTERS, type BuilderFilters } from './filter-builders.js';
import { useBuilders } from './use-builders.js';

/** Typing waits this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

export function FindBuildersPage() {
  usePageMeta('Find Builders', 'Booth builders and exhibition vendors across India, with their specialties, price range, ratings and contact details.');
  const [params, setParams] = useSearchParams();
  const view = readBuilderListParams(params);
  const listTop = useRef<HTMLParagraphElement>(null);

  // The search box answers at once; the address (and the list) follows after a pause.
  const [searchInput, setSearchInput] = useState(view.search);
  const [syncedSearch, setSyncedSearch] = useState(view.search);
  if (view.search !== syncedSearch) {
    setSyncedSearch(view.search);
    if (searchInput.trim() !== view.search.trim()) setSearchInput(view.search);
  }

  // Two quick changes (a category, then a location) must both stick. A navigation otherwise
  // renders in a transition, and until it does the page and setParams's `current` still hold the
  // address before it, so the second change would put the first one back: flushSync renders it now.
  const changeView = (changes: Partial<BuilderListParams>, replace = false) =>
    setParams((current) => writeBuilderListParams({ ...readBuilderListParams(current), ...changes }, current), { replace, flushSync: true });
  const commitSearch = useEffectEvent((text: string) => {
    const search = text.trim();
    if (search === view.search.trim()) return;
    // The first search gets its own history entry, so Back returns to the whole list; refining it does not.
    changeView({ search, page: 1 }, view.search !== '');
  });
  useEffect(() => {
    const timer = setTimeout(() => commitSearch(searchInput), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const builders = useBuilders(view);
  const answer = builders.data;
  const choices = useMemo(() => builderFilterChoices(answer?.categories ?? [], answer?.cities ?? []), [answer?.categories, answer?.cities]);
  const filters: BuilderFilters = { ...view, search: searchInput };
  const filtered = hasBuilderFilters(filters);

  const changeFilters = (next: BuilderFilters) => {
    if (next.search !== searchInput) setSearchInput(next.search);
    // Dropdowns apply at once and start from the first page; typing is applied by the pause above.
    const changed = (['category', 'location', 'priceRange'] as const).filter((key) => next[key] !== view[key]);
    if (changed.length > 0) changeView({ ...Object.fromEntries(changed.map((key) => [key, next[key]])), page: 1 });
  };
  const clear = () => {
    setSearchInput('');
    changeView({ ...NO_BUILDER_FILTERS, page: 1 });
  };

  // A page past the end (an old link, or fewer builders since) shows the last page instead.
  const lastPage = answer?.totalPages ?? 0;
  const { page } = view;
  const showLastPage = useEffectEvent(() => changeView({ page: lastPage }, true));
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) showLastPage();
  }, [lastPage, page]);

  const goToPage = (target: number) => {
    changeView({ page: target });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const shown = answer?.data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-ink">Find Builders</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Booth builders and exhibition vendors across India. Filter by what they do, where they are and their price range, then contact them directly.
        </p>
      </header>

      <BuilderFilterBar
        filters={filters}
        categories={choices.categories}
        locations={choices.locations}
        onChange={changeFilters}
        onClear={filtered ? clear : undefined}
      />

      <p ref={listTop} className="mb-4 mt-6 min-h-5 scroll-mt-24 text-sm font-medium text-slate-700" aria-live="polite">
        {answer ? `${answer.total} ${answer.total === 1 ? 'builder' : 'builders'} found` : ''}
      </p>

      {builders.isPending ? (
        <BuilderListSkeleton />
      ) : builders.isError && !answer ? (
        <BuilderLoadError onRetry={() => void builders.refetch()} />
      ) : shown.length === 0 ? (
        <BuilderListEmpty filtered={filtered && (answer?.categories.length ?? 0) > 0} onClearFilters={clear} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((vendor) => (
              <li key={vendor.id} className="min-w-0">
                <BuilderCard vendor={vendor} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <PageControls label="Builder pages" page={answer?.page ?? page} totalPages={answer?.totalPages ?? 0} onPageChange={goToPage} showPosition />
          </div>
        </>
      )}
    </div>
  );
}
