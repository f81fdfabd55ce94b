import { describe, expect, it } from 'vitest';
import { isCautionReason } from './reason-tone.js';

describe('isCautionReason', () => {
  it.each([
    'Expected cost ₹5,67,000 is above your ₹2,00,000 budget',
    'Next edition expected in Feb 2026, 2 months away: sooner than your timeline (in 6-12 months)',
    'Next edition expected in Mar 2027, 15 months away: later than your timeline (in 3-6 months)',
    'Next edition expected in Jan 2026, 1 month away: little time to book and build a stall',
    'Advanced-level show: demanding for a first-time exhibitor',
  ])('reads "%s" as a caution', (reason) => {
    expect(isCautionReason(reason)).toBe(true);
  });

  it.each([
    'Lists Technology as its main industry',
    'Expected cost ₹1,20,000 fits your ₹2,00,000 budget',
    'Next edition expected in Nov 2026, 8 months away: fits your timeline (in 6-12 months)',
    'Held in Bangalore, your city',
    'Beginner-level show, suited to a first-time exhibitor',
    'Lead Generation: about 50,000 visitors at a typical edition',
  ])('reads "%s" as in favour', (reason) => {
    expect(isCautionReason(reason)).toBe(false);
  });
});
