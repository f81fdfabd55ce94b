import { describe, expect, it } from 'vitest';
import { newPlan } from '../current-plan/plan-state.js';
import { fixturePlan } from '../../test/fixtures/quote-plan-fixture.js';
import { holdsUnsavedWork, localPlanName, takesRestoredPlan } from './open-decision.js';
import { planFingerprint } from './plan-content.js';
import { FIXTURE_TOKEN } from '../../test/fixtures/saved-plan-fixture.js';

const linkOf = (fingerprint: string) => ({
  token: FIXTURE_TOKEN,
  planId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  revision: 2,
  lastSavedAt: '2026-11-27T05:12:00.000Z',
  fingerprint,
});

describe('opening a saved plan over the local one', () => {
  it('opens at once over an empty planner or a plan whose every change is saved', () => {
    expect(holdsUnsavedWork(newPlan(), null)).toBe(false);
    const plan = fixturePlan();
    expect(holdsUnsavedWork(plan, linkOf(planFingerprint(plan)))).toBe(false);
  });

  it('asks first over a started plan never saved, or a saved one changed since', () => {
    const plan = fixturePlan();
    expect(holdsUnsavedWork(plan, null)).toBe(true);
    expect(holdsUnsavedWork({ ...plan, eventDetails: { ...plan.eventDetails, teamSize: 9 } }, linkOf(planFingerprint(plan)))).toBe(true);
  });

  it('names the local plan by its show', () => {
    expect(localPlanName(fixturePlan())).toBe('your plan for IMTEX Forming');
    expect(localPlanName(newPlan())).toBe('a plan you started');
  });

  it("takes a restored version into the planner for the same plan, or over nothing unsaved, never over another plan's unsaved work", () => {
    const plan = fixturePlan();
    const changed = { ...plan, eventDetails: { ...plan.eventDetails, teamSize: 9 } };
    expect(takesRestoredPlan(changed, linkOf(planFingerprint(plan)), 'a1b2c3d4e5f6a1b2c3d4e5f6')).toBe(true);
    expect(takesRestoredPlan(newPlan(), null, 'a1b2c3d4e5f6a1b2c3d4e5f6')).toBe(true);
    expect(takesRestoredPlan(changed, linkOf(planFingerprint(plan)), 'b'.repeat(24))).toBe(false);
    expect(takesRestoredPlan(plan, null, 'b'.repeat(24))).toBe(false);
  });
});
