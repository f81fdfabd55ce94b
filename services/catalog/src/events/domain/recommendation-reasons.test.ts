import { describe, expect, it } from 'vitest';
import { renderReason, type ReasonFact } from './recommendation-reasons.js';

describe('reasons', () => {
  const edition = { year: 2027, month: 3, monthsAway: 4 };
  const cases: Array<[ReasonFact, string]> = [
    [{ kind: 'industry', industry: 'Technology', main: true }, 'Lists Technology as its main industry'],
    [{ kind: 'industry', industry: 'Technology', main: false }, 'Lists Technology among its industries'],
    [{ kind: 'related-industry', listed: 'Energy', yours: 'Oil & Gas' }, 'Lists Energy, an industry related to Oil & Gas'],
    [{ kind: 'same-city', city: 'Pune' }, 'Held in Pune, your city'],
    [{ kind: 'distance', km: 1740, from: 'Bangalore', local: false }, 'About 1,740 km from Bangalore'],
    [{ kind: 'distance', km: 32, from: 'New Delhi', local: true }, 'About 32 km from New Delhi: no travel or hotel counted'],
    [{ kind: 'in-state', state: 'Kerala' }, 'Held in Kerala, your state'],
    [{ kind: 'budget', cost: 279_000, budget: 500_000, fits: true }, 'Expected cost ₹2,79,000 fits your ₹5,00,000 budget'],
    [{ kind: 'budget', cost: 1_279_000, budget: 500_000, fits: false }, 'Expected cost ₹12,79,000 is above your ₹5,00,000 budget'],
    [{ kind: 'next-edition', edition, fit: 'fits' }, 'Next edition expected in March 2027, 4 months away'],
    [
      { kind: 'next-edition', edition, fit: 'fits', timeline: '3-6-months' },
      'Next edition expected in March 2027, 4 months away: fits your timeline (in 3-6 months)',
    ],
    [
      { kind: 'next-edition', edition: { ...edition, monthsAway: 1 }, fit: 'too-soon' },
      'Next edition expected in March 2027, 1 month away: little time to book and build a stall',
    ],
    [{ kind: 'goal', goal: 'Lead Generation', measures: { visitors: 150_000 } }, 'Lead Generation: about 1,50,000 visitors at a typical edition'],
    [{ kind: 'goal', goal: 'Networking', measures: { exhibitors: 800 } }, 'Networking: about 800 exhibitors at a typical edition'],
    [
      { kind: 'goal', goal: 'Market Research', measures: { exhibitors: 1000, difficulty: 'advanced' } },
      'Market Research: about 1,000 exhibitors at an advanced-level show',
    ],
    [
      { kind: 'goal', goal: 'Product Launch', measures: { visitors: 80_000, difficulty: 'beginner' } },
      'Product Launch: about 80,000 visitors at a beginner-level show',
    ],
    [{ kind: 'goal', goal: 'Customer Acquisition', measures: { visitorsPerExhibitor: 222 } }, 'Customer Acquisition: about 222 visitors for each exhibitor'],
    [
      { kind: 'goal', goal: 'Brand Awareness', measures: { visitors: 100_000, publicDays: true } },
      'Brand Awareness: about 1,00,000 visitors at a typical edition, with public days',
    ],
    [{ kind: 'experience', difficulty: 'beginner', experience: 'first-time', suits: true }, 'Beginner-level show, suited to a first-time exhibitor'],
    [{ kind: 'experience', difficulty: 'advanced', experience: 'first-time', suits: false }, 'Advanced-level show: demanding for a first-time exhibitor'],
    [{ kind: 'event-type', type: 'tech' }, 'Technology Expo, one of the event types you chose'],
  ];

  it.each(cases)('renders %j', (fact, text) => {
    expect(renderReason(fact)).toBe(text);
  });
});
