import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@stallplan/contracts';
import { benefitsOf, competitorPresenceOf, roiPotentialOf } from './recommendation-card.js';
import { findTradeEvent } from './trade-events.js';

function eventById(id: string): TradeEvent {
  const event = findTradeEvent(id);
  if (!event) throw new Error(`No show ${id} in the catalogue.`);
  return event;
}

describe('the card', () => {
  it('describes the show straight from its catalogue entry', () => {
    expect(benefitsOf(eventById('plastindia'))).toEqual([
      'About 2,00,000 visitors and 1,800 exhibitors at a typical edition',
      'Covers Chemicals, Packaging and Manufacturing',
      'Usual month: February; held every three years',
      'Space typically about ₹14,000 per sq m',
      'Venue: Bharat Mandapam, Pragati Maidan',
    ]);
    expect(benefitsOf(eventById('ihgf-delhi-fair'))).toContain('Usual months: April, October; held every year');
    expect(benefitsOf(eventById('kisan'))).toContain('Has public days as well as trade days');
  });

  it('rates ROI potential from relevance and budget, competitor presence from the show’s focus and size', () => {
    expect(roiPotentialOf({ score: 80, overBudget: false, farOverBudget: false })).toBe('high');
    expect(roiPotentialOf({ score: 80, overBudget: true, farOverBudget: false })).toBe('medium');
    expect(roiPotentialOf({ score: 50, overBudget: false, farOverBudget: false })).toBe('medium');
    expect(roiPotentialOf({ score: 30, overBudget: true, farOverBudget: true })).toBe('low');
    expect(competitorPresenceOf(eventById('cphi-pmec-india'), { rank: 'main' })).toBe('high');
    expect(competitorPresenceOf(eventById('bioasia'), { rank: 'main' })).toBe('low');
    expect(competitorPresenceOf(eventById('cphi-pmec-india'), { rank: 'listed' })).toBe('medium');
    expect(competitorPresenceOf(eventById('cphi-pmec-india'), { rank: 'related', listed: 'Chemicals' })).toBe('low');
  });
});
