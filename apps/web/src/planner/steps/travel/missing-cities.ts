import type { EventDetails } from '../../../current-plan/plan-state.js';

export type TravelSearchKind = 'flights' | 'hotels' | 'logistics';

/**
 * The step 1 fields a search still waits for, by their labels there (see docs/planner.md#search-requests): flights need both
 * cities, hotels and logistics the destination only (logistics ships from Delhi by default).
 */
export function missingCitiesFor(kind: TravelSearchKind, details: Pick<EventDetails, 'originCity' | 'destinationCity'>): string[] {
  const missing: string[] = [];
  if (kind === 'flights' && !details.originCity.trim()) missing.push('Departure City');
  if (!details.destinationCity.trim()) missing.push('Arrival City');
  return missing;
}
