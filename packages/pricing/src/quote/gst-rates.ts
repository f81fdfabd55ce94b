import type { QuoteTaxClass } from '@stallplan/contracts';

/**
 * GST on each kind of quote line, as a fraction (docs/quote-model.md#tax). Services, works
 * contracts, space and freight are billed at 18%. Air fares and hotel tariffs are shown to the user
 * with their taxes already in them (the built-in inventory prices them so, and a supplier's pre-tax
 * price is converted where it enters), so nothing is added on them, nor on the allowances that
 * stand in for them.
 */
export const GST_RATES: Readonly<Record<QuoteTaxClass, number>> = {
  space: 0.18,
  stall: 0.18,
  builder: 0.18,
  vendor: 0.18,
  marketing: 0.18,
  services: 0.18,
  freight: 0.18,
  fares: 0,
  hotel: 0,
};

/** The rate most lines carry, for sentences such as "GST at 18%". */
export const GST_RATE = 0.18;

/** The GST on a line of whole rupees, rounded once on that line. */
export function lineGst(amount: number, taxClass: QuoteTaxClass): number {
  return Math.round(amount * GST_RATES[taxClass]);
}
