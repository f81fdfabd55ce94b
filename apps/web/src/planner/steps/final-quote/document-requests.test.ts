import { formNotificationRequestSchema, quotePdfRequestSchema, roiGuideRequestSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { newPlan } from '../../../current-plan/plan-state.js';
import { browserCosts, formNotificationRequest, quotePdfRequest, roiGuideRequest, shouldNotifyAdmin } from './document-requests.js';
import { fixturePlan } from '../../../../test/fixtures/quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';

describe('document requests', () => {
  const plan = fixturePlan();
  const figures = quoteFiguresOf(plan);

  it('sends what the contracts accept, with the screen’s total before GST and the stall and ROI choices', () => {
    expect(browserCosts(figures.quote)).toEqual({ total: figures.quote.totals.subtotal });
    const pdf = quotePdfRequestSchema.parse(quotePdfRequest({ ...plan, stallPricing: 'design' }, figures));
    expect(pdf.costs?.total).toBe(figures.quote.totals.subtotal);
    expect(pdf.stallPricing).toBe('design');
    expect(pdf.dealRoi).toBeNull();
    expect(pdf.selectedLogistics?.provider).toBe('Gati');
    expect(pdf.selectedVendors).toHaveLength(1);
    expect(roiGuideRequestSchema.parse(roiGuideRequest(plan, figures)).stallDesignData.area).toBe(18);
    expect(formNotificationRequestSchema.parse(formNotificationRequest(plan, figures)).planId).toBe(plan.planId);
  });
});

describe('shouldNotifyAdmin', () => {
  const plan = fixturePlan();

  it('notifies once for a plan with details and a total above 0', () => {
    expect(shouldNotifyAdmin(plan, 1000)).toBe(true);
    expect(shouldNotifyAdmin({ ...plan, notificationSent: true }, 1000)).toBe(false);
    expect(shouldNotifyAdmin(plan, 0)).toBe(false);
  });

  it('does not notify for a plan nobody filled in', () => {
    expect(shouldNotifyAdmin(newPlan(), 283_000)).toBe(false);
  });
});
