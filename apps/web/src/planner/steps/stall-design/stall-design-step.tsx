import type { Currency, StallDesignData } from '@stallplan/contracts';
import { calculateStallCost, quoteSpaceRental, seasonalNote } from '@stallplan/pricing';
import { useEffect, useMemo, useState } from 'react';
import { plannerFormDataOf } from '../../plan-requests.js';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { useEventSpaceTariff } from '../../space/use-event-space-tariff.js';
import { AdvancedOptions } from './advanced-options.js';
import { BoothDimensionsSection } from './booth-dimensions-section.js';
import { BrandingSection } from './branding-section.js';
import { designPatchFromDetail } from './design-patch.js';
import { LIVE_COST_ID, LiveCostSidebar } from './live-cost-sidebar.js';
import { showMoney } from './money-display.js';
import { PhoneCostBar } from './phone-cost-bar.js';
import { RoomsSection } from './rooms-section.js';
import { StructureSection } from './structure-section.js';
import { BUDGET_ALLOCATION_UPDATED_EVENT, CLOSE_BUDGET_WIZARD_EVENT, useWindowEvent } from './use-window-events.js';

const updateDesign = (patch: Partial<StallDesignData>) => planStore.setStallDesign(patch);

/** Step 2 (see docs/planner.md#step-2-stall-design): the design form beside its Live Cost. */
export function StallDesignStep() {
  const design = usePlan((plan) => plan.stallDesign);
  const eventDetails = usePlan((plan) => plan.eventDetails);
  const startDate = eventDetails.exhibitionStartDate;
  const { tariff: eventSpaceTariff, settled: tariffSettled, failed: tariffFailed } = useEventSpaceTariff();
  const planCurrency = usePlan((plan) => plan.eventDetails.currency);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [currency, setCurrency] = useState<Currency>(planCurrency);
  // Pricing is derived from the saved design, so every change anywhere in the plan reprices it.
  const cost = useMemo(() => calculateStallCost(design), [design]);
  const seasonal = seasonalNote(startDate);
  // Priced as the final quote prices it, so step 2's space line is step 7's.
  const formData = useMemo(() => plannerFormDataOf(eventDetails), [eventDetails]);
  const space = useMemo(() => quoteSpaceRental({ formData, stallDesignData: design, eventSpaceTariff }), [formData, design, eventSpaceTariff]);
  const usualTariff = useMemo(
    () => quoteSpaceRental({ formData, stallDesignData: { ...design, spaceTariffOverride: 0 }, eventSpaceTariff }).tariff,
    [formData, design, eventSpaceTariff],
  );

  // The booth area is started from step 1's booth size by the store, as the plan enters this step.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  useWindowEvent(CLOSE_BUDGET_WIZARD_EVENT, () => setSidebarOpen(false));
  useWindowEvent(BUDGET_ALLOCATION_UPDATED_EVENT, (event) => {
    // Read the plan as it is now, not as this render saw it, before applying the event's design.
    const patch = designPatchFromDetail(event instanceof CustomEvent ? event.detail : undefined, planStore.get().stallDesign);
    if (patch) planStore.setStallDesign(patch);
  });

  const showDetails = () => {
    setSidebarOpen(true);
    document.getElementById(LIVE_COST_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="step-title">
      <h2 id="step-title" className="text-xl font-semibold text-ink sm:text-2xl">
        Stall Design & Fabrication
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choose how your stall is built; the live cost follows every choice.</p>
      <div className={`mt-6 grid items-start gap-6 ${sidebarOpen ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : 'lg:grid-cols-[minmax(0,1fr)_auto]'}`}>
        <LiveCostSidebar
          className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
          design={design}
          cost={cost}
          // No space figure until the show's rates are in; if they cannot be loaded, the typical rate, labelled as such.
          space={tariffSettled || tariffFailed ? space : null}
          currency={currency}
          onCurrencyChange={setCurrency}
          open={sidebarOpen}
          onToggle={() => setSidebarOpen((open) => !open)}
          seasonal={seasonal}
        />
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          <BoothDimensionsSection design={design} update={updateDesign} usualTariffNote={usualTariff.note} />
          <StructureSection design={design} update={updateDesign} />
          <RoomsSection design={design} update={updateDesign} />
          <BrandingSection design={design} update={updateDesign} />
          <AdvancedOptions design={design} update={updateDesign} />
          <PhoneCostBar total={design.area > 0 ? showMoney(cost.totalCost, currency) : null} onShowDetails={showDetails} />
        </div>
      </div>
    </section>
  );
}
