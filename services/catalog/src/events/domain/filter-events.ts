import type { EventListQuery, TradeEvent } from '@stallplan/contracts';
import { locatePlace } from '../../matching/domain/match-score.js';

/**
 * The catalogue's events that match every filter given, in catalogue order. The city is compared
 * as a place, so case and other names do not matter (`bengaluru` finds Bangalore's shows, `delhi`
 * New Delhi's); the month is one of the show's usual months.
 */
export function filterEvents(events: readonly TradeEvent[], query: EventListQuery): TradeEvent[] {
  const cityKey = query.city === undefined ? undefined : locatePlace(query.city).key;
  return events.filter(
    (event) =>
      (query.industry === undefined || event.industries.includes(query.industry)) &&
      (cityKey === undefined || locatePlace(event.city).key === cityKey) &&
      (query.month === undefined || event.months.includes(query.month)),
  );
}
