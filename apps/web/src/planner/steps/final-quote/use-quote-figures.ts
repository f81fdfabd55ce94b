import { useMemo } from 'react';
import { usePlan } from '../../plan-store.js';
import { useEventSpaceTariff } from '../../space/use-event-space-tariff.js';
import { quoteFiguresOf, type QuoteFigures, type QuotePlan } from './quote-figures.js';

/**
 * The plan's quote, priced again whenever a part it is priced from changes. `settled` is false
 * while the events catalogue (the show's space rates) is still loading.
 */
export function useQuoteFigures(): { plan: QuotePlan; figures: QuoteFigures; settled: boolean } {
  // Each part is selected on its own: the store replaces a part only when it changes.
  const eventDetails = usePlan((plan) => plan.eventDetails);
  const stallDesign = usePlan((plan) => plan.stallDesign);
  const selections = usePlan((plan) => plan.selections);
  const dealRoi = usePlan((plan) => plan.dealRoi);
  const { tariff: eventSpaceTariff, settled } = useEventSpaceTariff();
  return useMemo(() => {
    const plan = { eventDetails, stallDesign, selections, dealRoi, eventSpaceTariff };
    return { plan, figures: quoteFiguresOf(plan), settled };
  }, [eventDetails, stallDesign, selections, dealRoi, eventSpaceTariff, settled]);
}
