import { plannerFormDataSchema, stallDesignDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { quoteBoothSizeSqm, quoteEventDays, quoteTeamSize } from './quote-fallbacks.js';

const emptyForm = plannerFormDataSchema.parse({});

describe('quoteBoothSizeSqm', () => {
  const undesigned = (area: number) => stallDesignDataSchema.parse({ area, areaUnit: 'sqm' });
  const designed = (area: number, areaUnit: 'sqm' | 'sqft' = 'sqm') => stallDesignDataSchema.parse({ area, areaUnit, wallType: 'octonorm' });

  it('takes booth size, then custom size, then the design area, then 18, while nothing is designed', () => {
    expect(quoteBoothSizeSqm({ boothSize: 24, customSize: 30 }, undesigned(40))).toBe(24);
    expect(quoteBoothSizeSqm({ boothSize: 0, customSize: 30 }, undesigned(40))).toBe(30);
    expect(quoteBoothSizeSqm({ customSize: 0 }, undesigned(40))).toBe(40);
    expect(quoteBoothSizeSqm(emptyForm, stallDesignDataSchema.parse({}))).toBe(18);
    expect(quoteBoothSizeSqm(emptyForm, null)).toBe(18);
  });

  it('takes the design area for the whole plan once a design exists', () => {
    // An 18 m² booth in step 1 beside a 42 m² design: the stall is priced on 42, so the space is too.
    expect(quoteBoothSizeSqm({ boothSize: 18 }, designed(42))).toBe(42);
  });

  it('converts a design area in square feet', () => {
    // 100 sq ft × 0.092903 = 9.2903 sq m.
    expect(quoteBoothSizeSqm(emptyForm, stallDesignDataSchema.parse({ area: 100, areaUnit: 'sqft' }))).toBeCloseTo(9.2903, 10);
    expect(quoteBoothSizeSqm({ boothSize: 18 }, designed(100, 'sqft'))).toBeCloseTo(9.2903, 10);
  });
});

describe('quoteTeamSize', () => {
  it('takes the team size, else 4, in whole people', () => {
    expect(quoteTeamSize({ teamSize: 6 })).toBe(6);
    expect(quoteTeamSize({ teamSize: 2.5 })).toBe(3);
    expect(quoteTeamSize({})).toBe(4);
    expect(quoteTeamSize({ teamSize: 0 })).toBe(4);
  });
});

describe('quoteEventDays', () => {
  it('takes the event duration first', () => {
    expect(quoteEventDays({ eventDuration: 5, arrivalDate: '2026-03-01', departureDate: '2026-03-03' })).toBe(5);
    expect(quoteEventDays({ eventDuration: 2.5 })).toBe(3);
  });

  it('then the days from arrival to departure, rounded up', () => {
    // 1 to 5 March: 4 days.
    expect(quoteEventDays({ arrivalDate: '2026-03-01', departureDate: '2026-03-05' })).toBe(4);
    // 10:00 on 1 March to 09:00 on 3 March is 1.96 days, rounded up to 2.
    expect(quoteEventDays({ arrivalDate: '2026-03-01T10:00:00Z', departureDate: '2026-03-03T09:00:00Z' })).toBe(2);
    // 28 February to 1 March 2028 (a leap year): 2 days.
    expect(quoteEventDays({ arrivalDate: '2028-02-28', departureDate: '2028-03-01' })).toBe(2);
  });

  it('then 3, when the dates are missing, the same day or the wrong way round', () => {
    expect(quoteEventDays({})).toBe(3);
    expect(quoteEventDays({ arrivalDate: '2026-03-01' })).toBe(3);
    expect(quoteEventDays({ arrivalDate: '2026-03-01', departureDate: '2026-03-01' })).toBe(3);
    expect(quoteEventDays({ arrivalDate: '2026-03-05', departureDate: '2026-03-01' })).toBe(3);
  });
});
