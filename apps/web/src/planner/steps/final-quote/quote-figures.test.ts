import { calculateQuoteCosts, estimateRoi } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { plannerFormDataOf } from '../../plan-requests.js';
import { newPlan } from '../../plan-state.js';
import { fixturePlan } from './quote-plan-fixture.js';
import { quoteFiguresOf, showSqm } from './quote-figures.js';

describe('quoteFiguresOf', () => {
  it('prices the plan with calculateQuoteCosts and measures ROI on the total before GST', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const costs = calculateQuoteCosts({
      formData: plannerFormDataOf(plan.eventDetails),
      stallDesignData: plan.stallDesign,
      selectedFlights: plan.selections.flights,
      selectedHotel: plan.selections.hotel,
      selectedLogistics: plan.selections.logistics,
      selectedVendors: plan.selections.vendors,
    });
    expect(figures.costs).toEqual(costs);
    expect(figures.roi).toEqual(estimateRoi(costs.total, 18));
    // Team 3, exhibition 20 to 22 January = 3 days, booth 18 sq m.
    expect([figures.teamSize, figures.eventDays, figures.boothSizeSqm]).toEqual([3, 3, 18]);
    // Flights are charged per traveller: 5450 × 3.
    expect(costs.flights).toBe(16_350);
    expect(costs.grandTotal).toBe(costs.total + costs.gst);
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
