import * as Tabs from '@radix-ui/react-tabs';
import { Lightbulb, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { SentBriefLinks } from '../../sent-brief-links.js';
import { CostSummaryTab } from './cost-summary-tab.js';
import { DownloadTab } from './download-tab.js';
import { RoiGuideTab } from './roi-guide-tab.js';
import { TipsModal } from './tips-modal.js';
import { useAdminNotification } from './use-admin-notification.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';
import { useQuoteFigures } from './use-quote-figures.js';

type QuoteTab = 'summary' | 'roi' | 'download';

const TABS: ReadonlyArray<{ value: QuoteTab; label: string }> = [
  { value: 'summary', label: 'Cost Summary' },
  { value: 'roi', label: 'ROI Guide' },
  { value: 'download', label: 'Download' },
];

const TRIGGER =
  'flex-1 whitespace-nowrap rounded-lg px-1.5 py-2 text-sm sm:px-3 font-medium text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** Step 7 (see docs/planner.md#step-7-final-quote): the priced plan in three tabs, its documents and the tips. */
export function FinalQuoteStep() {
  const { plan, figures, failed, retry } = useQuoteFigures();
  const [tab, setTab] = useState<QuoteTab>('summary');
  const [tipsOpen, setTipsOpen] = useState(false);
  useAdminNotification(plan, figures);
  const exhibitionName = plan.eventDetails.exhibitionName.trim();

  return (
    <section aria-labelledby="step-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="step-title" className="text-xl font-semibold text-ink sm:text-2xl">
            Final Quote
          </h2>
          <p className="mt-1 text-sm text-slate-600">{exhibitionName ? `${exhibitionName}: ` : ''}every cost of your stall, travel and services, with GST.</p>
        </div>
        <button type="button" className="btn-secondary" onClick={() => setTipsOpen(true)}>
          <Lightbulb className="size-4 text-brand-600" aria-hidden />
          Exhibition Tips
        </button>
      </div>
      <SentBriefLinks className="mt-6" />
      {figures ? (
        <QuoteTabs plan={plan} figures={figures} tab={tab} onTabChange={setTab} />
      ) : failed ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <span>The published space rates of {exhibitionName || 'your show'} could not be loaded, so the quote cannot be priced yet.</span>
          <button type="button" className="btn-secondary" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <QuoteLoading />
      )}
      <TipsModal open={tipsOpen} onOpenChange={setTipsOpen} />
    </section>
  );
}

/** No figure shows until every input is in: a total that is about to change is never on screen. */
function QuoteLoading() {
  return (
    <div role="status" data-testid="quote-loading" className="mt-6 space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Pricing your plan with the show's published space rates…
      </p>
      <div className="h-32 animate-pulse rounded-xl bg-slate-100" aria-hidden />
      <div className="grid gap-4 md:grid-cols-3" aria-hidden>
        <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
        <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}

interface QuoteTabsProps {
  plan: QuotePlan;
  figures: QuoteFigures;
  tab: QuoteTab;
  onTabChange: (tab: QuoteTab) => void;
}

function QuoteTabs({ plan, figures, tab, onTabChange: setTab }: QuoteTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as QuoteTab)} className="mt-6">
      <Tabs.List aria-label="Final quote" className="flex gap-1 rounded-xl border border-orange-100 bg-orange-50 p-1">
        {TABS.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={TRIGGER}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="summary" className="mt-6 focus-visible:outline-none">
        <CostSummaryTab plan={plan} figures={figures} />
      </Tabs.Content>
      <Tabs.Content value="roi" className="mt-6 focus-visible:outline-none">
        <RoiGuideTab figures={figures} />
      </Tabs.Content>
      <Tabs.Content value="download" className="mt-6 focus-visible:outline-none">
        <DownloadTab plan={plan} figures={figures} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
