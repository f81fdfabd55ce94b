import { planContentSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { newPlan } from '../current-plan/plan-state.js';
import { fixturePlan } from '../../test/fixtures/quote-plan-fixture.js';
import { contentFingerprint, isBlankPlan, planFingerprint, planFromContent, toPlanContent } from './plan-content.js';

describe('plan content', () => {
  it('is accepted by the contract for a plan just started (empty answers and all)', () => {
    expect(planContentSchema.safeParse(toPlanContent(newPlan())).success).toBe(true);
  });

  it("leaves this browser's plan id and notification flag out of what is saved", () => {
    const content = toPlanContent(fixturePlan({ notificationSent: true })) as Record<string, unknown>;
    expect(content).not.toHaveProperty('planId');
    expect(content).not.toHaveProperty('notificationSent');
  });

  it('comes back as the same plan after the server parsed it, keeping the local plan id and flag', () => {
    const plan = fixturePlan({
      step: 5,
      furthestStep: 7,
      stallPricing: 'design',
      dealRoi: { averageDealValue: 800_000, grossMarginPct: 25, qualifiedLeads: 40, leadToDealPct: 12 },
    });
    const parsed = planContentSchema.parse(toPlanContent(plan));
    const local = { planId: 'f'.repeat(32), notificationSent: true };
    const back = planFromContent(parsed, local);
    expect(back).toEqual({ ...plan, ...local });
    expect(planFingerprint(back)).toBe(planFingerprint(plan));
  });

  it('fills defaults for answers the server left out (an empty booth size comes back absent)', () => {
    const parsed = planContentSchema.parse(toPlanContent(newPlan()));
    expect(parsed.eventDetails.boothSize).toBeUndefined();
    const back = planFromContent(parsed, { planId: 'e'.repeat(32), notificationSent: false });
    expect(back.eventDetails.boothSize).toBe('');
    expect(back.eventDetails.companyName).toBe('');
  });

  it('fingerprints by content, not by the order keys were written in', () => {
    const plan = fixturePlan();
    const reordered = { ...plan, eventDetails: Object.fromEntries(Object.entries(plan.eventDetails).reverse()) as typeof plan.eventDetails };
    expect(planFingerprint(reordered)).toBe(planFingerprint(plan));
    expect(planFingerprint({ ...plan, eventDetails: { ...plan.eventDetails, teamSize: 4 } })).not.toBe(planFingerprint(plan));
    expect(contentFingerprint(toPlanContent({ ...plan, step: 6 }))).not.toBe(planFingerprint(plan));
    expect(planFingerprint({ ...plan, notificationSent: !plan.notificationSent })).toBe(planFingerprint(plan));
  });

  it('calls a plan blank until something is typed or chosen, wherever the planner stands', () => {
    expect(isBlankPlan(newPlan())).toBe(true);
    expect(isBlankPlan({ ...newPlan(), step: 3, furthestStep: 3 })).toBe(true);
    expect(isBlankPlan({ ...newPlan(), eventDetails: { ...newPlan().eventDetails, exhibitionName: 'IMTEX' } })).toBe(false);
    expect(isBlankPlan(fixturePlan())).toBe(false);
  });
});
