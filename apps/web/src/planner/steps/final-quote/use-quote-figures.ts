import { useMemo } from 'react';
import { usePlan } from '../../plan-store.js';
import { quoteFiguresOf, type QuoteFigures, type QuotePlan } from './quote-figures.js';

/** The plan's quote, priced again whenever a part it is priced from changes. */
export function useQuoteFigures(): { plan: QuotePlan; figures: QuoteFigures } {
  // Each part is selected on its own: the store replaces a part only when it changes.
  const eventDetails = usePlan((plan) => plan.eventDetails);
  const stallDesign = usePlan((plan) => plan.stallDesign);
  const selections = usePlan((plan) => plan.selections);
  return useMemo(() => {
    const plan = { eventDetails, stallDesign, selections };
    return { plan, figures: quoteFiguresOf(plan) };
  }, [eventDetails, stallDesign, selections]);
}
