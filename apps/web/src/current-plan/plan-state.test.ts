import { describe, expect, it } from 'vitest';
import { MAX_SAVED_BRIEFS, newPlan, revivePlan, reviveBriefs } from './plan-state.js';

describe('revivePlan', () => {
  it('gives a fresh plan for nothing, junk or a wrong shape', () => {
    for (const stored of [null, 'text', 42, []]) {
      const plan = revivePlan(stored);
      expect(plan.step).toBe(1);
      expect(plan.eventDetails.teamSize).toBe(1);
      expect(plan.planId).toMatch(/^[a-f0-9]{32}$/);
    }
  });

  it('keeps what was saved and repairs what is not of its kind', () => {
    const saved = newPlan();
    saved.step = 2;
    saved.eventDetails.companyName = 'Acme';
    saved.stallDesign.area = 36;
    const text = JSON.parse(JSON.stringify({ ...saved, eventDetails: { ...saved.eventDetails, teamSize: 'many', unknown: 1 }, step: 99 }));
    const plan = revivePlan(text);
    expect(plan.planId).toBe(saved.planId);
    expect(plan.step).toBe(7);
    expect(plan.eventDetails.companyName).toBe('Acme');
    expect(plan.eventDetails.teamSize).toBe(1);
    expect('unknown' in plan.eventDetails).toBe(false);
    expect(plan.stallDesign.area).toBe(36);
  });

  it('keeps the ROI tab’s own numbers, and leaves the industry defaults to apply for a missing, broken or old default set', () => {
    const saved = { ...newPlan(), dealRoi: { averageDealValue: 750_000, grossMarginPct: 22.5, qualifiedLeads: 40, leadToDealPct: 12 } };
    expect(revivePlan(JSON.parse(JSON.stringify(saved))).dealRoi).toEqual(saved.dealRoi);
    expect(revivePlan({ ...saved, dealRoi: { averageDealValue: -5, grossMarginPct: 30, leadToDealPct: 10 } }).dealRoi).toBeNull();
    expect(revivePlan({ step: 3 }).dealRoi).toBeNull();
    // Older versions stored the general defaults as soon as a plan began.
    expect(revivePlan({ ...saved, dealRoi: { averageDealValue: 200_000, grossMarginPct: 30, qualifiedLeads: null, leadToDealPct: 10 } }).dealRoi).toBeNull();
  });

  it('keeps the stall pricing choice and one booth builder, the last one added', () => {
    expect(revivePlan({ stallPricing: 'design' }).stallPricing).toBe('design');
    // Anything else is no choice yet: the builder's figure counts only if the builder gave it.
    expect(revivePlan({ stallPricing: 'cheapest' }).stallPricing).toBeNull();
    expect(revivePlan({ stallPricing: 'builder' }).stallPricing).toBe('builder');
    const vendors = [
      { id: 'a', name: 'First Builder', category: 'booth', price: 1 },
      { id: 'c', name: 'Caterer', category: 'catering', price: 3 },
      { id: 'b', name: 'Second Builder', category: 'booth', price: 2 },
    ];
    expect(revivePlan({ selections: { vendors } }).selections.vendors.map((vendor) => vendor.id)).toEqual(['c', 'b']);
  });

  it('gives each new plan its own id', () => {
    expect(newPlan().planId).not.toBe(newPlan().planId);
  });

  it('keeps the sent briefs that read as briefs and drops the rest', () => {
    const token = 'a'.repeat(43);
    const brief = { ownerToken: token, sentAt: '2027-01-05T10:00:00.000Z', builders: ['Garden City Stall Crafts', 7] };
    const plan = revivePlan(
      JSON.parse(
        JSON.stringify({
          ...newPlan(),
          briefs: [brief, { ...brief, ownerToken: 'short' }, { ...brief, ownerToken: 'b'.repeat(43), sentAt: 'yesterday' }, null, 'x'],
        }),
      ),
    );
    expect(plan.briefs).toEqual([{ ownerToken: token, sentAt: brief.sentAt, builders: ['Garden City Stall Crafts'] }]);
    expect(revivePlan({ step: 3 }).briefs).toEqual([]);
    expect(revivePlan({ briefs: 'all of them' }).briefs).toEqual([]);
  });
});

describe('reviveBriefs', () => {
  it('keeps one entry per link and at most the newest few', () => {
    const token = (index: number) => `${String(index).padStart(3, '0')}${'t'.repeat(40)}`;
    const many = Array.from({ length: MAX_SAVED_BRIEFS + 3 }, (_, index) => ({ ownerToken: token(index), sentAt: '2027-01-05T10:00:00Z', builders: [] }));
    const revived = reviveBriefs([...many, many[0]]);
    expect(revived).toHaveLength(MAX_SAVED_BRIEFS);
    expect(revived.at(-1)?.ownerToken).toBe(token(MAX_SAVED_BRIEFS + 2));
    expect(reviveBriefs([{ ownerToken: token(1), sentAt: '2027-01-05T10:00:00Z' }])).toEqual([
      { ownerToken: token(1), sentAt: '2027-01-05T10:00:00Z', builders: [] },
    ]);
  });
});
