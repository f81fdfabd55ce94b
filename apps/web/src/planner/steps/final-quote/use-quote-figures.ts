import { useMemo } from 'react';
import { usePlan } from '../../../current-plan/plan-store.js';
import { useEventSpaceTariff } from '../../space/use-event-space-tariff.js';
import { quoteFiguresOf, type QuoteFigures, type QuotePlan } from './quote-figures.js';

export interface QuoteFiguresState {
  plan: QuotePlan;
  /** Null until every input the quote depends on has loaded: no total is shown before then. */
  figures: QuoteFigures | null;
  /** The events catalogue could not be loaded for a plan that names a show. */
  failed: boolean;
  retry: () => void;
}

/**
 * The plan's quote, priced again whenever a part it is priced from changes. While the events
 * catalogue (the named show's space rates) is loading there are no figures at all, so a total that
 * is about to change is never shown, nor sent to a PDF.
 */
export function useQuoteFigures(): QuoteFiguresState {
  // Each part is selected on its own: the store replaces a part only when it changes.
  const eventDetails = usePlan((plan) => plan.eventDetails);
  const stallDesign = usePlan((plan) => plan.stallDesign);
  const selections = usePlan((plan) => plan.selections);
  const dealRoi = usePlan((plan) => plan.dealRoi);
  const stallPricing = usePlan((plan) => plan.stallPricing);
  const { tariff: eventSpaceTariff, event, settled, failed, retry } = useEventSpaceTariff();
  return useMemo(() => {
    const plan: QuotePlan = { eventDetails, stallDesign, selections, dealRoi, stallPricing, eventSpaceTariff, event: event ?? null };
    return { plan, figures: settled ? quoteFiguresOf(plan) : null, failed, retry };
  }, [eventDetails, stallDesign, selections, dealRoi, stallPricing, eventSpaceTariff, event, settled, failed, retry]);
}
