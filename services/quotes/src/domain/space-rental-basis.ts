import { formatInr, type QuoteSpaceRental } from '@stallplan/pricing';

/** Square metres as the documents print them: at most two decimals. */
export function shownSqm(sqm: number): number {
  return Math.round(sqm * 100) / 100;
}

/**
 * How the space rental was worked out, as plain text for the caller to escape:
 * `18 sq m × ₹12,000 per sq m, corner +10%`. Where the rate came from is the tariff's own note.
 */
export function spaceRentalBasis(space: QuoteSpaceRental): string {
  const premium = space.rental.premiumRate > 0 ? `, ${space.position} +${Math.round(space.rental.premiumRate * 100)}%` : '';
  return `${shownSqm(space.areaSqm)} sq m × ${formatInr(space.tariff.perSqm)} per sq m${premium}`;
}

/** Where the tariff came from, naming the show when it is the show's published rate. */
export function spaceTariffNote(space: QuoteSpaceRental): string {
  return space.eventName ? `${space.tariff.note} Show: ${space.eventName}.` : space.tariff.note;
}
