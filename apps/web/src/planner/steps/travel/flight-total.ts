import { countNoun } from '@stallplan/pricing';

/**
 * What the whole team pays for one flight (price times team size, see docs/planner.md#offer-cards), or null for a team of one,
 * whose per-person price already is the total.
 */
export function flightTotalFor(pricePerPerson: number, teamSize: number): number | null {
  if (!Number.isFinite(pricePerPerson) || !Number.isInteger(teamSize) || teamSize <= 1) return null;
  return pricePerPerson * teamSize;
}

export function travellersLabel(count: number): string {
  return countNoun(count, 'traveller');
}
