import { describe, expect, it } from 'vitest';
import { boothAreaPrefill, withBoothAreaPrefill } from './booth-area-prefill.js';
import { newPlan, type PlanState } from './plan-state.js';

describe('boothAreaPrefill', () => {
  it('takes the booth size in sq m when the area is empty', () => {
    expect(boothAreaPrefill({ area: 0 }, 18)).toEqual({ area: 18, areaUnit: 'sqm' });
    expect(boothAreaPrefill({ area: 0 }, 17.6)).toEqual({ area: 18, areaUnit: 'sqm' });
  });

  it('leaves an area the user already gave', () => {
    expect(boothAreaPrefill({ area: 30 }, 18)).toBeNull();
  });

  it('does nothing without a usable booth size', () => {
    expect(boothAreaPrefill({ area: 0 }, '')).toBeNull();
    expect(boothAreaPrefill({ area: 0 }, 0)).toBeNull();
    expect(boothAreaPrefill({ area: 0 }, Number.NaN)).toBeNull();
  });
});

describe('withBoothAreaPrefill', () => {
  const plan = (step: PlanState['step'], area: number, boothSize: number | ''): PlanState => {
    const fresh = newPlan();
    return { ...fresh, step, eventDetails: { ...fresh.eventDetails, boothSize }, stallDesign: { ...fresh.stallDesign, area } };
  };

  it('starts the area of a plan standing on step 2 from the booth size', () => {
    expect(withBoothAreaPrefill(plan(2, 0, 24)).stallDesign).toMatchObject({ area: 24, areaUnit: 'sqm' });
  });

  it('leaves other steps, a given area and a plan without a booth size as they are', () => {
    for (const unchanged of [plan(1, 0, 24), plan(3, 0, 24), plan(2, 30, 24), plan(2, 0, '')]) {
      expect(withBoothAreaPrefill(unchanged)).toBe(unchanged);
    }
  });
});
