import type { EventSpaceTariff } from '@stallplan/contracts';
import { useMemo } from 'react';
import { usePlan } from '../plan-store.js';
import { eventSpaceTariffOf, findKnownShow } from '@stallplan/pricing';
import { useTradeEvents } from './use-trade-events.js';

/**
 * The published space rates of the show step 1 names, or null when it is not in the catalogue;
 * `settled` is false while the catalogue is still loading.
 */
export function useEventSpaceTariff(): { tariff: EventSpaceTariff | null; settled: boolean } {
  const exhibitionName = usePlan((plan) => plan.eventDetails.exhibitionName);
  const { events, settled } = useTradeEvents();
  const tariff = useMemo(() => eventSpaceTariffOf(findKnownShow(exhibitionName, events)), [exhibitionName, events]);
  return { tariff, settled };
}
