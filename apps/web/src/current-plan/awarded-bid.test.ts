import { plannerFormDataSchema } from '@stallplan/contracts';
import { priceQuote } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { withAwardedBid } from './awarded-bid.js';
import { newPlan, type PlanState } from './plan-state.js';

const BID = { vendorId: 'v-kaveri', vendorName: 'Kaveri Stalls', total: 265_000 };

function planWithBrief(patch: Partial<PlanState> = {}): PlanState {
  const plan = newPlan();
  return {
    ...plan,
    briefs: [{ ownerToken: 'owner-token', sentAt: '2026-11-20T10:00:00.000Z', builders: ['Kaveri Stalls', 'Lalbagh Exhibits'] }],
    ...patch,
  };
}

describe('withAwardedBid', () => {
  it('makes the awarded builder the plan’s one stall builder, priced by its bid, in place of another builder', () => {
    const plan = planWithBrief({
      selections: {
        ...newPlan().selections,
        vendors: [
          { id: 'v-lalbagh', name: 'Lalbagh Exhibits', category: 'booth', estimatedCost: 413_334 },
          { id: 'v-spice', name: 'Spice Caterers', category: 'catering', estimatedCost: 30_000 },
        ],
      },
      stallPricing: 'design',
    });
    const next = withAwardedBid(plan, 'owner-token', BID)!;
    expect(next.selections.vendors).toEqual([
      { id: 'v-spice', name: 'Spice Caterers', category: 'catering', estimatedCost: 30_000 },
      { id: 'v-kaveri', name: 'Kaveri Stalls', category: 'booth', price: 265_000, priceKind: 'bid' },
    ]);
    // The exhibitor chose the bid over every other figure, the design included.
    expect(next.stallPricing).toBe('builder');
  });

  it('keeps what the plan knew of the same builder, with the bid as its price', () => {
    const plan = planWithBrief({
      selections: {
        ...newPlan().selections,
        vendors: [{ id: 'v-kaveri', name: 'Kaveri Stalls', category: 'booth', location: 'Bangalore', estimatedCost: 413_334 }],
      },
    });
    expect(withAwardedBid(plan, 'owner-token', BID)!.selections.vendors).toEqual([
      { id: 'v-kaveri', name: 'Kaveri Stalls', category: 'booth', location: 'Bangalore', estimatedCost: 413_334, price: 265_000, priceKind: 'bid' },
    ]);
  });

  it('leaves a plan that did not send the brief alone', () => {
    expect(withAwardedBid(planWithBrief(), 'another-token', BID)).toBeNull();
    expect(withAwardedBid(newPlan(), 'owner-token', BID)).toBeNull();
  });

  it('is what the quote then counts for the stall: the bid, named a bid', () => {
    const next = withAwardedBid(planWithBrief(), 'owner-token', BID)!;
    const { quote } = priceQuote({
      formData: plannerFormDataSchema.parse({ boothSize: 18, teamSize: 2, eventDuration: 3, destinationCity: 'Bangalore' }),
      stallDesignData: next.stallDesign,
      selectedVendors: next.selections.vendors,
      stallPricing: next.stallPricing,
    });
    expect(quote.lines.filter((line) => line.category === 'stall')).toEqual([
      expect.objectContaining({ key: 'builder', amount: 265_000, source: 'builder', label: 'Stall design and build by Kaveri Stalls' }),
    ]);
    expect(quote.stall.builder).toEqual({ name: 'Kaveri Stalls', amount: 265_000, priceKind: 'bid' });
  });
});
