import { describe, expect, it } from 'vitest';
import { eventListQuerySchema, recommendationRequestSchema, recommendationResponseSchema, tradeEventSchema } from './recommendations.js';

const messageFor = (input: unknown) => recommendationRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('recommendationRequestSchema', () => {
  it('accepts a request and defaults the event types to trade', () => {
    expect(
      recommendationRequestSchema.parse({
        industry: 'Technology',
        location: 'Bengaluru',
        budget: '500000',
        teamSize: '4',
        goals: ['Lead Generation', 'Networking'],
        companySize: 'sme',
        experience: 'first-time',
        timeline: '3-6-months',
      }),
    ).toEqual({
      industry: 'Technology',
      location: 'Bengaluru',
      budget: 500000,
      teamSize: 4,
      goals: ['Lead Generation', 'Networking'],
      eventTypes: ['trade'],
      companySize: 'sme',
      experience: 'first-time',
      timeline: '3-6-months',
    });
  });

  it('reads blank budget and team size as unset', () => {
    const parsed = recommendationRequestSchema.parse({ industry: 'Healthcare', budget: '', teamSize: '  ', companySize: '' });
    expect(parsed.budget).toBeUndefined();
    expect(parsed.teamSize).toBeUndefined();
    expect(parsed.companySize).toBeUndefined();
  });

  it('parses budgets as whole rupees, with Indian digit grouping', () => {
    expect(recommendationRequestSchema.parse({ industry: 'Retail', budget: '5,00,000' }).budget).toBe(500000);
    expect(messageFor({ industry: 'Retail', budget: 750000.9 })).toBe('Budget must be a whole number.');
    expect(messageFor({ industry: 'Retail', budget: 'lots' })).toBe('Budget must be a number.');
    expect(messageFor({ industry: 'Retail', teamSize: 2.5 })).toBe('Team size must be a whole number.');
    expect(messageFor({ industry: 'Retail', teamSize: '0' })).toBe('Team size must be at least 1.');
  });

  it('asks for the industry when it is missing', () => {
    expect(messageFor({})).toBe('Please choose your industry.');
    expect(messageFor({ industry: ' ' })).toBe('Please choose your industry.');
    expect(messageFor({ industry: 'Space Tourism' })).toMatch(/^Industry must be one of: Technology/);
  });

  it('refuses goals outside the list', () => {
    expect(recommendationRequestSchema.safeParse({ industry: 'Retail', goals: ['World Domination'] }).success).toBe(false);
  });
});

describe('recommendationResponseSchema', () => {
  const event = {
    id: 'ev1',
    name: 'IMTEX 2026',
    location: 'Bengaluru, Karnataka',
    dates: 'Jan 22–28, 2026',
    description: 'Machine tools.',
    relevanceScore: 92,
    expectedVisitors: 80000,
    averageBoothCost: 450000,
    difficulty: 'intermediate',
    roiPotential: 'high',
    competitorPresence: 'medium',
    reasons: ['Your industry'],
    benefits: ['Leads'],
  };

  it('accepts a response', () => {
    const response = { success: true, totalCount: 1, confidence: 85, reasoning: 'Matched on industry.', recommendations: [event] };
    expect(recommendationResponseSchema.parse(response)).toEqual(response);
  });

  it('keeps percentages within 0–100', () => {
    expect(recommendationResponseSchema.safeParse({ success: true, totalCount: 1, confidence: 120, reasoning: '', recommendations: [] }).success).toBe(false);
  });
});

describe('the events catalogue', () => {
  it('accepts an event with its months and industries', () => {
    const event = {
      id: 'imtex',
      name: 'IMTEX',
      city: 'Bengaluru',
      venue: 'BIEC',
      months: [1],
      industries: ['Manufacturing', 'Engineering'],
      typicalVisitors: 80000,
      typicalExhibitors: 1000,
      typicalBoothCostPerSqm: 12000,
      typicalBuiltUpCostPerSqm: 14000,
      difficulty: 'advanced',
      description: 'Machine tools.',
    };
    expect(tradeEventSchema.parse(event)).toEqual(event);
    expect(tradeEventSchema.safeParse({ ...event, months: [13] }).success).toBe(false);
  });

  it('records how often a show runs and whether the public may visit', () => {
    const event = {
      id: 'plastindia',
      name: 'PLASTINDIA',
      city: 'New Delhi',
      venue: 'Bharat Mandapam',
      months: [2],
      industries: ['Chemicals'],
      typicalVisitors: 200000,
      typicalExhibitors: 1800,
      typicalBoothCostPerSqm: 14000,
      typicalBuiltUpCostPerSqm: 16500,
      difficulty: 'advanced',
      openToPublic: false,
      frequency: 'triennial',
      heldInYear: 2023,
      description: 'Plastics.',
    };
    expect(tradeEventSchema.parse(event)).toEqual(event);
    expect(tradeEventSchema.safeParse({ ...event, frequency: 'monthly' }).success).toBe(false);
    expect(tradeEventSchema.safeParse({ ...event, heldInYear: 2023.5 }).success).toBe(false);
  });

  it('reads the list filters from the query', () => {
    expect(eventListQuerySchema.parse({ industry: 'Energy', city: ' Delhi ', month: '3' })).toEqual({ industry: 'Energy', city: 'Delhi', month: 3 });
    expect(eventListQuerySchema.parse({ industry: '', month: '' })).toEqual({});
    expect(eventListQuerySchema.safeParse({ month: '13' }).error?.issues[0]?.message).toBe('Month must be at most 12.');
  });
});
