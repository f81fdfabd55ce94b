import { planQuoteFigures } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { plannerFormDataOf } from '../../plan-requests.js';
import { newPlan } from '../../../current-plan/plan-state.js';
import { fixturePlan } from '../../../../test/fixtures/quote-plan-fixture.js';
import { quoteFiguresOf, showSqm } from './quote-figures.js';

describe('quoteFiguresOf', () => {
  it('prices the plan with planQuoteFigures, the function the quotes service prints from', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const expected = planQuoteFigures(
      {
        formData: plannerFormDataOf(plan.eventDetails),
        stallDesignData: plan.stallDesign,
        selectedFlights: plan.selections.flights,
        selectedHotel: plan.selections.hotel,
        selectedLogistics: plan.selections.logistics,
        selectedVendors: plan.selections.vendors,
        stallPricing: plan.stallPricing,
      },
      plan.dealRoi,
    );
    expect(figures.quote).toEqual(expected.quote);
    expect(figures.roi).toEqual(expected.roi);
    // Team 3, exhibition 20 to 22 January = 3 days, booth 18 sq m.
    expect([figures.teamSize, figures.eventDays, figures.boothSizeSqm]).toEqual([3, 3, 18]);
  });

  it('counts each choice once: the builder replaces the stall, the flight its journey, the hotel its nights', () => {
    const figures = quoteFiguresOf(fixturePlan());
    // Space 18 × ₹10,000 (Bangalore, typical) 180,000; builder 45,000; flight 5,450 × 3 = 16,350; the journey
    // home at the same fare 3 × 5,450 = 16,350; hotel 28,800 (4 nights cover the 3 days); freight 21,500;
    // marketing 25,000; AV 25,000: 358,000. GST on space 32,400, builder 8,100, freight 3,870, marketing 4,500, AV 4,500.
    expect(figures.quote.totals).toEqual({ subtotal: 358_000, gst: 53_370, grandTotal: 411_370 });
    expect(figures.quote.stall.pricedBy).toBe('builder');
    expect(figures.quote.lines.map((line) => line.key)).not.toContain('stay.allowance');
  });

  it('uses the industry’s ROI defaults until the user enters their own', () => {
    const figures = quoteFiguresOf(fixturePlan());
    expect(figures.roi).toMatchObject({ ownFigures: false, defaultsBasis: 'Capital goods and industry', inputs: { averageDealValue: 500_000 } });
    const own = quoteFiguresOf(fixturePlan({ dealRoi: { averageDealValue: 90_000, grossMarginPct: 20, qualifiedLeads: 50, leadToDealPct: 5 } }));
    expect(own.roi).toMatchObject({ ownFigures: true, result: { leads: 50, expectedDeals: 2.5 } });
  });

  it('falls back to an 18 sq m booth and 3 days on an empty plan', () => {
    const figures = quoteFiguresOf(newPlan());
    expect(figures.boothSizeSqm).toBe(18);
    expect(figures.eventDays).toBe(3);
  });

  it('shows a booth converted from square feet with at most two decimals', () => {
    expect(showSqm(200 * 0.092903)).toBe('18.58');
    expect(showSqm(18)).toBe('18');
  });
});
