import * as Tabs from '@radix-ui/react-tabs';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { SentBriefLinks } from '../../sent-brief-links.js';
import { CostSummaryTab } from './cost-summary-tab.js';
import { DownloadTab } from './download-tab.js';
import { RoiGuideTab } from './roi-guide-tab.js';
import { TipsModal } from './tips-modal.js';
import { useAdminNotification } from './use-admin-notification.js';
import { useQuoteFigures } from './use-quote-figures.js';

type QuoteTab = 'summary' | 'roi' | 'download';

const TABS: ReadonlyArray<{ value: QuoteTab; label: string }> = [
  { value: 'summary', label: 'Cost Summary' },
  { value: 'roi', label: 'ROI Guide' },
  { value: 'download', label: 'Download' },
];

const TRIGGER =
  'flex-1 whitespace-nowrap rounded-lg px-1.5 py-2 text-sm sm:px-3 font-medium text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** Step 7 (§2 "Final Quote"): the priced plan in three tabs, its documents and the tips. */
export function FinalQuoteStep() {
  const { plan, figures, settled } = useQuoteFigures();
  const [tab, setTab] = useState<QuoteTab>('summary');
  const [tipsOpen, setTipsOpen] = useState(false);
  useAdminNotification(plan, figures, settled);

  return (
    <section aria-labelledby="step-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="step-title" className="text-xl font-semibold text-ink sm:text-2xl">
            Final Quote
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {figures.formData.exhibitionName ? `${figures.formData.exhibitionName}: ` : ''}every cost of your stall, travel and services, with GST.
          </p>
        </div>
        <button type="button" className="btn-secondary" onClick={() => setTipsOpen(true)}>
          <Lightbulb className="size-4 text-brand-600" aria-hidden />
          Exhibition Tips
        </button>
      </div>
      <SentBriefLinks className="mt-6" />
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
      <TipsModal open={tipsOpen} onOpenChange={setTipsOpen} />
    </section>
  );
}
