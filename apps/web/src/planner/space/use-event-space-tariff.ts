import type { EventSpaceTariff, TradeEvent } from '@stallplan/contracts';
import { useMemo } from 'react';
import { usePlan } from '../../current-plan/plan-store.js';
import { eventSpaceTariffOf, findKnownShow } from '@stallplan/pricing';
import { useTradeEvents } from './use-trade-events.js';

export interface EventSpaceTariffLookup {
  tariff: EventSpaceTariff | null;
  /** The catalogue show step 1 names, for its venue. */
  event: TradeEvent | undefined;
  /** False while the catalogue is loading (and after a failure) when step 1 names a show: its rates are not known yet. */
  settled: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The published space rates of the show step 1 names, or null when it is not in the catalogue. A
 * plan that names no show needs no catalogue, so it is settled at once.
 */
export function useEventSpaceTariff(): EventSpaceTariffLookup {
  const exhibitionName = usePlan((plan) => plan.eventDetails.exhibitionName);
  const { events, settled, failed, retry } = useTradeEvents();
  const event = useMemo(() => findKnownShow(exhibitionName, events), [exhibitionName, events]);
  const namesShow = exhibitionName.trim() !== '';
  return { tariff: eventSpaceTariffOf(event), event, settled: !namesShow || (settled && !failed), failed: namesShow && failed, retry };
}
