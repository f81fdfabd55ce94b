import * as Tabs from '@radix-ui/react-tabs';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { BidCards, BidTable } from './briefs/bid-list.js';
import { BriefCards, BriefTable } from './briefs/brief-list.js';
import { filterBids, filterBriefs } from './briefs/filter-briefs.js';
import { SearchedListPanel } from './briefs/searched-list-panel.js';
import { tabCount } from './briefs/tab-count.js';
import { useAdminBids, useAdminBriefs } from './briefs/use-admin-briefs.js';

type Tab = 'briefs' | 'bids';

const TRIGGER =
  '-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

function BriefsAndBids() {
  const briefs = useAdminBriefs();
  const bids = useAdminBids();
  // The tab is part of the address, so Back and a reload keep it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'bids' ? 'bids' : 'briefs';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const searched = deferredSearch.trim() !== '';
  const shownBriefs = useMemo(() => filterBriefs(briefs.data ?? [], deferredSearch), [briefs.data, deferredSearch]);
  const shownBids = useMemo(() => filterBids(bids.data ?? [], deferredSearch), [bids.data, deferredSearch]);
  const clearSearch = () => setSearch('');

  const selectTab = (next: string) => setParams(next === 'bids' ? { tab: 'bids' } : {}, { replace: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminHeader title="Briefs & Bids" />

      <div className="relative mb-5 sm:max-w-sm">
        <label htmlFor="brief-search" className="sr-only">
          Search briefs and bids
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id="brief-search"
          type="search"
          className="field-input pl-9"
          placeholder="Search company, builder, show, city..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <Tabs.Root value={tab} onValueChange={selectTab}>
        <Tabs.List aria-label="Briefs or bids" className="mb-5 flex gap-2 overflow-x-auto border-b border-slate-200">
          <Tabs.Trigger value="briefs" className={TRIGGER}>
            Briefs{tabCount(shownBriefs.length, briefs.data?.length, searched)}
          </Tabs.Trigger>
          <Tabs.Trigger value="bids" className={TRIGGER}>
            Bids{tabCount(shownBids.length, bids.data?.length, searched)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="briefs" className="focus-visible:outline-none">
          <SearchedListPanel
            query={briefs}
            shown={shownBriefs}
            noun="briefs"
            searched={searched}
            onClearSearch={clearSearch}
            emptyDescription="A brief appears here when an exhibitor sends their stall design to builders from the planner."
          >
            {(items) => (
              <>
                <BriefTable briefs={items} />
                <BriefCards briefs={items} />
              </>
            )}
          </SearchedListPanel>
        </Tabs.Content>
        <Tabs.Content value="bids" className="focus-visible:outline-none">
          <SearchedListPanel
            query={bids}
            shown={shownBids}
            noun="bids"
            searched={searched}
            onClearSearch={clearSearch}
            emptyDescription="A bid appears here when an invited builder prices a brief through their private link."
          >
            {(items) => (
              <>
                <BidTable bids={items} />
                <BidCards bids={items} />
              </>
            )}
          </SearchedListPanel>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** `/admin/briefs`: every brief sent to builders and every bid they made, for the admin to follow. */
export function AdminBriefsPage() {
  usePageMeta('Briefs & Bids', 'Follow the briefs exhibitors send to builders and the bids the builders make.');
  return (
    <AdminGuard>
      <BriefsAndBids />
    </AdminGuard>
  );
}
