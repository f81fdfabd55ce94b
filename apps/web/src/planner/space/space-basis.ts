import { formatInr, type QuoteSpaceRental } from '@stallplan/pricing';

/** A booth area as people read it: at most two decimals (a booth in square feet converts to fractions). */
export function showSqm(sqm: number): string {
  return String(Math.round(sqm * 100) / 100);
}

/** `18 sq m × ₹12,000 per sq m (IMTEX's published rate), corner +10%`. */
export function spaceBasis(space: QuoteSpaceRental): string {
  const source = space.tariff.source === 'override' ? 'your rate' : space.tariff.source === 'event' ? `${space.eventName ?? 'the show'}'s published rate` : 'typical rate';
  const premium = space.rental.premiumRate > 0 ? `, ${space.position} +${Math.round(space.rental.premiumRate * 100)}%` : '';
  return `${showSqm(space.areaSqm)} sq m × ${formatInr(space.tariff.perSqm)} per sq m (${source})${premium}`;
}
