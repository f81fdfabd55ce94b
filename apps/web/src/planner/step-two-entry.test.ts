import { afterEach, describe, expect, it } from 'vitest';
import { missingFieldsFor } from './missing-fields.js';
import { planStore } from '../current-plan/plan-store.js';

describe('planStore entering step 2', () => {
  afterEach(() => planStore.startNew());

  it("has the booth area from step 1 before step 2 renders, so Next at once finds it (it once said 'Booth Area' was missing)", () => {
    planStore.startNew();
    planStore.setEventDetails({ boothSize: 24 });
    planStore.goToStep(2);
    // No component has rendered: this is what the wizard's Next reads the moment step 2 appears.
    const plan = planStore.get();
    expect(plan.stallDesign).toMatchObject({ area: 24, areaUnit: 'sqm' });
    expect(missingFieldsFor(2, plan)).toEqual([]);
  });

  it('keeps an area already given, and leaves an empty one empty when step 1 has no booth size', () => {
    planStore.startNew();
    planStore.setEventDetails({ boothSize: 24 });
    planStore.setStallDesign({ area: 40, areaUnit: 'sqft' });
    planStore.goToStep(2);
    expect(planStore.get().stallDesign).toMatchObject({ area: 40, areaUnit: 'sqft' });

    planStore.startNew();
    planStore.goToStep(2);
    expect(planStore.get().stallDesign.area).toBe(0);
    expect(missingFieldsFor(2, planStore.get())).toEqual(['Booth Area']);
  });
});
