import { findCityByName, type TradeEvent } from '@stallplan/contracts';
import { findKnownShow } from '@stallplan/pricing';
import type { EventDetails } from '../../../current-plan/plan-state.js';

/**
 * The venue step 5's hotels are measured from: that of the catalogue show step 1 names, when the
 * show is held in the city the team stays in; otherwise none, and the search measures from the
 * city's main exhibition venue.
 */
export function hotelSearchVenue(details: Pick<EventDetails, 'exhibitionName' | 'destinationCity'>, events: readonly TradeEvent[]): string | undefined {
  const show = findKnownShow(details.exhibitionName, events);
  if (!show) return undefined;
  const showCity = findCityByName(show.city);
  const stayCity = findCityByName(details.destinationCity);
  return showCity && stayCity && showCity.code === stayCity.code ? show.venue : undefined;
}
