import type { Currency, StallCostResult, StallDesignData } from '@stallplan/contracts';
import type { QuoteSpaceRental, SeasonalNote } from '@stallplan/pricing';
import { CalendarRange, Calculator, Copy, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useMemo } from 'react';
import { CostFigures } from './cost-figures.js';
import { costSummaryText } from './cost-summary-text.js';
import { CurrencySwitch } from './currency-switch.js';
import { SpaceRentalFigures } from './space-rental-figures.js';
import { useCostCopy } from './use-cost-copy.js';

/** The sidebar's id, for the phone bar that scrolls to it. */
export const LIVE_COST_ID = 'live-cost';
const PANEL_ID = 'live-cost-panel';
const TITLE_ID = 'live-cost-title';

interface LiveCostSidebarProps {
  design: StallDesignData;
  cost: StallCostResult;
  space: QuoteSpaceRental | null;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  open: boolean;
  onToggle: () => void;
  seasonal: SeasonalNote | undefined;
  className?: string;
}

/** The Live Cost panel (see docs/planner.md#live-cost-sidebar): open by default, a toggle, and Ctrl/Cmd+C to copy while it is open. */
export function LiveCostSidebar({ design, cost, space, currency, onCurrencyChange, open, onToggle, seasonal, className = '' }: LiveCostSidebarProps) {
  const hasArea = design.area > 0;
  const summary = useMemo(
    () => (hasArea ? costSummaryText({ design, cost, currency, seasonalText: seasonal?.text }) : null),
    [hasArea, design, cost, currency, seasonal],
  );
  const copy = useCostCopy(summary, open);

  return (
    <aside id={LIVE_COST_ID} aria-labelledby={TITLE_ID} className={`rounded-xl border border-orange-200 bg-white shadow-sm ${className}`}>
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <h3 id={TITLE_ID} className="flex items-center gap-2 font-semibold text-ink">
          <Calculator className="size-5 text-brand-600" aria-hidden />
          Live Cost
        </h3>
        <button type="button" className="btn-ghost px-2 py-1" aria-expanded={open} aria-controls={PANEL_ID} onClick={onToggle}>
          {open ? <PanelRightClose className="size-4" aria-hidden /> : <PanelRightOpen className="size-4" aria-hidden />}
          {open ? 'Hide live cost' : 'Show live cost'}
        </button>
      </div>
      <div id={PANEL_ID} hidden={!open} className="space-y-4 border-t border-orange-100 p-4">
        <CurrencySwitch value={currency} onChange={onCurrencyChange} />
        {hasArea ? (
          <>
            <CostFigures design={design} cost={cost} currency={currency} />
            <SpaceRentalFigures space={space} stallTotal={cost.totalCost} currency={currency} />
          </>
        ) : (
          <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
            Enter your booth area to see the estimate.
          </p>
        )}
        {seasonal && (
          <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
            <CalendarRange className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span>{seasonal.text} A guide only; the estimate does not include it.</span>
          </p>
        )}
        {hasArea && (
          <div>
            <button type="button" className="btn-secondary w-full" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden />
              Copy estimate
            </button>
            <p className="field-hint text-center">
              Or press <kbd className="font-sans font-semibold">Ctrl+C</kbd> (<kbd className="font-sans font-semibold">⌘C</kbd> on a Mac) with nothing selected.
            </p>
          </div>
        )}
      </div>
    </aside>
  );
}
