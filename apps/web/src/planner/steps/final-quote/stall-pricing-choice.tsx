import type { StallPricing } from '@stallplan/contracts';
import { formatInr, isVendorsOwnPrice, vendorPriceLabel } from '@stallplan/pricing';
import { Hammer, PencilRuler } from 'lucide-react';
import { planStore } from '../../../current-plan/plan-store.js';
import type { QuoteFigures } from './quote-figures.js';

function designStall() {
  planStore.goToStep(2);
  window.scrollTo({ top: 0 });
}

/**
 * How the stall is priced, and the alternative beside it: with a booth builder in the plan the user
 * chooses between the builder's price and the design estimate; with nothing designed, the typical
 * rate says so and leads back to step 2.
 */
export function StallPricingChoice({ figures }: { figures: QuoteFigures }) {
  const { stall } = figures.quote;
  const { builder } = stall;
  const estimateName = stall.designed ? 'Your stall design (step 2)' : 'Typical stall build (not designed yet)';

  if (builder) {
    const choose = (value: StallPricing) => planStore.setStallPricing(value);
    return (
      <fieldset className="card" data-testid="stall-pricing">
        <legend className="section-title float-left w-full">
          <Hammer className="size-5 text-brand-600" aria-hidden />
          Who prices your stall
        </legend>
        <p className="clear-both mb-3 text-sm text-slate-600">
          The quote counts one of these for the stall, never both.
          {isVendorsOwnPrice(builder.priceKind) ? '' : ' Ask the builder for a bid to get its own price.'}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
            <input type="radio" name="stall-pricing" className="mt-1" checked={stall.pricedBy === 'builder'} onChange={() => choose('builder')} />
            <span className="text-sm">
              <span className="block font-medium text-ink">{builder.name}</span>
              <span className="block text-slate-600" data-testid="stall-pricing-builder-kind">
                {isVendorsOwnPrice(builder.priceKind) ? vendorPriceLabel(builder.priceKind) : "StallPlan's estimate for this builder, not a price it gave"}
              </span>
              <span className="block text-base font-semibold text-ink" data-testid="stall-pricing-builder">
                {formatInr(builder.amount)}
              </span>
            </span>
          </label>
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
            <input type="radio" name="stall-pricing" className="mt-1" checked={stall.pricedBy !== 'builder'} onChange={() => choose('design')} />
            <span className="text-sm">
              <span className="block font-medium text-ink">{estimateName}</span>
              <span className="block text-slate-600">StallPlan's estimate</span>
              <span className="block text-base font-semibold text-ink" data-testid="stall-pricing-design">
                {formatInr(stall.designEstimate)}
              </span>
            </span>
          </label>
        </div>
      </fieldset>
    );
  }

  if (stall.pricedBy === 'typical') {
    return (
      <div className="card flex flex-wrap items-center justify-between gap-3 border-amber-200 bg-amber-50" data-testid="stall-typical-notice">
        <p className="text-sm text-amber-900">
          Your stall is priced at a typical build rate ({formatInr(stall.designEstimate)}) because nothing is designed yet. Design it for an estimate of your
          own.
        </p>
        <button type="button" className="btn-secondary" onClick={designStall}>
          <PencilRuler className="size-4" aria-hidden />
          Design your stall
        </button>
      </div>
    );
  }
  return null;
}
