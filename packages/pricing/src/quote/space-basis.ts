import { formatInr } from '../format-inr.js';
import { showSqm } from './quote-line.js';
import type { QuoteSpaceRental } from './quote-space-rental.js';

/** `18 sq m × ₹12,000 per sq m (IMTEX's published rate), corner +10%`. */
export function spaceBasis(space: QuoteSpaceRental): string {
  const source =
    space.tariff.source === 'override' ? 'your rate' : space.tariff.source === 'event' ? `${space.eventName ?? 'the show'}'s published rate` : 'typical rate';
  const premium = space.rental.premiumRate > 0 ? `, ${space.position} +${Math.round(space.rental.premiumRate * 100)}%` : '';
  return `${showSqm(space.areaSqm)} sq m × ${formatInr(space.tariff.perSqm)} per sq m (${source})${premium}`;
}

/**
 * The space line's name says whose rate it is: the organiser's published rate for a catalogue show,
 * the organiser's rate the user typed, or StallPlan's typical rate while neither is known.
 */
export function spaceLineLabel(space: Pick<QuoteSpaceRental, 'tariff'>): string {
  if (space.tariff.source === 'event') return "Space rental (organiser's published rate)";
  if (space.tariff.source === 'override') return "Space rental (your organiser's rate)";
  return 'Space rental (StallPlan typical rate)';
}
