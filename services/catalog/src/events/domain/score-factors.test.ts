import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@stallplan/contracts';
import { eventTypesOf, goalFit, resolveHome } from './score-factors.js';
import { findTradeEvent } from './trade-events.js';

function eventById(id: string): TradeEvent {
  const event = findTradeEvent(id);
  if (!event) throw new Error(`No show ${id} in the catalogue.`);
  return event;
}

describe('goals', () => {
  it('judges each goal on the figure that serves it', () => {
    expect(goalFit(eventById('iitf'), 'Lead Generation')).toEqual({ fit: 1, measures: { visitors: 1_000_000 } });
    expect(goalFit(eventById('kerala-travel-mart'), 'Lead Generation').fit).toBe(0);
    expect(goalFit(eventById('cphi-pmec-india'), 'Networking')).toEqual({ fit: 1, measures: { exhibitors: 2000 } });
    expect(goalFit(eventById('kisan'), 'Brand Awareness')).toEqual({ fit: 1, measures: { visitors: 150_000, publicDays: true } });
    expect(goalFit(eventById('imtex'), 'Industry Recognition').measures).toEqual({ exhibitors: 1000, difficulty: 'advanced' });
    expect(goalFit(eventById('bharat-tex'), 'Customer Acquisition').measures).toEqual({ visitorsPerExhibitor: 33 });
  });
});

describe('location', () => {
  it('reads a city, another name, a satellite town or a state out of free text', () => {
    expect(resolveHome('Whitefield, Bengaluru')).toMatchObject({ kind: 'city', place: { name: 'Bangalore' } });
    expect(resolveHome('our office is in new delhi')).toMatchObject({ kind: 'city', place: { name: 'New Delhi' } });
    expect(resolveHome('Greater Noida')).toMatchObject({ kind: 'city', place: { name: 'Greater Noida' } });
    expect(resolveHome('Tamil Nadu')).toMatchObject({ kind: 'state', name: 'Tamil Nadu' });
    expect(resolveHome('Atlantis')).toBeUndefined();
    expect(resolveHome('   ')).toBeUndefined();
  });
});

describe('event types', () => {
  it('maps each show to the planner’s event types', () => {
    expect(eventTypesOf(eventById('iitf'))).toEqual(['trade', 'consumer']);
    expect(eventTypesOf(eventById('imtex'))).toEqual(['trade', 'industrial']);
    expect(eventTypesOf(eventById('bengaluru-tech-summit'))).toEqual(['trade', 'tech']);
    expect(eventTypesOf(eventById('bharat-tex'))).toEqual(['trade', 'fashion']);
    expect(eventTypesOf(eventById('cphi-pmec-india'))).toEqual(['trade', 'medical']);
  });
});
