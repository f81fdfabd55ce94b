import type { Currency } from '@stallplan/contracts';
import { formatInr, spaceBasis, spaceLineLabel, type QuoteSpaceRental } from '@stallplan/pricing';
import { showMoney } from './money-display.js';

interface SpaceRentalFiguresProps {
  /** Null while the named show's published rates are loading: no figure is shown that is about to change. */
  space: QuoteSpaceRental | null;
  stallTotal: number;
  currency: Currency;
}

/**
 * The organiser's charge for the floor under the stall: not part of the stall's cost, but the
 * largest line of most show budgets, so it sits beside it with the two added up.
 */
export function SpaceRentalFigures({ space, stallTotal, currency }: SpaceRentalFiguresProps) {
  const money = (amount: number) => showMoney(amount, currency);
  if (!space) {
    return (
      <p role="status" className="rounded-lg border border-orange-100 bg-orange-50/40 p-3 text-sm text-slate-600" data-testid="live-space-rental-loading">
        Looking up the show's published space rate…
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-orange-100 bg-orange-50/40 p-3 text-sm" data-testid="live-space-rental">
      <div className="flex justify-between gap-3 font-medium">
        <span>{spaceLineLabel(space)}</span>
        <span data-testid="live-space-rental-amount">{money(space.rental.subtotal)}</span>
      </div>
      <p className="text-xs text-slate-600">{spaceBasis(space)}</p>
      <p className="text-xs text-slate-600">{space.tariff.note}</p>
      <p className="text-xs text-slate-600">Plus GST {formatInr(space.rental.gst)} on space.</p>
      <div className="flex justify-between gap-3 border-t border-orange-100 pt-2 font-semibold text-ink">
        <span>Stall and space together</span>
        <span data-testid="live-stall-and-space">{money(stallTotal + space.rental.subtotal)}</span>
      </div>
      <p className="text-xs text-slate-500">Before GST. Change the rate under Booth Dimensions when the organiser's form gives yours.</p>
    </div>
  );
}
