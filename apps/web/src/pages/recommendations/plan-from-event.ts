import { findCityByName, findState, type RecommendedEvent } from '@stallplan/contracts';
import type { EventDetails } from '../../current-plan/plan-state.js';

/** The plan a recommended show starts: booth size 18, event type trade (see docs/marketplace.md#event-recommendations). */
export const RECOMMENDED_BOOTH_SQM = 18;
export const RECOMMENDED_EVENT_TYPE = 'trade';

/**
 * What Calculate Costs writes into the planner's step 1: the destination from the card's location
 * (the city is its first part, `Bangalore, Karnataka`, see docs/marketplace.md#event-recommendations), the default booth and event type, and
 * the show as the exhibition. A city the planner does not list leaves the city blank but keeps the
 * state when the location names one, so the select shows the state's cities to choose from.
 */
export function planFromEvent(event: Pick<RecommendedEvent, 'name' | 'location'>): Partial<EventDetails> {
  const [cityPart = '', ...rest] = event.location.split(',').map((part) => part.trim());
  const city = findCityByName(cityPart);
  const state = city ? findState(city.stateCode) : rest.map((part) => findState(part)).find((found) => found !== undefined);
  return {
    exhibitionName: event.name,
    destinationState: state?.code ?? '',
    destinationCity: city?.name ?? '',
    boothSize: RECOMMENDED_BOOTH_SQM,
    eventType: RECOMMENDED_EVENT_TYPE,
  };
}
