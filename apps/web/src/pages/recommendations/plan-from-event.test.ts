import { describe, expect, it } from 'vitest';
import { planFromEvent } from './plan-from-event.js';

describe('planFromEvent', () => {
  it('takes the city from the first part of the location and its state code', () => {
    expect(planFromEvent({ name: 'Bengaluru Tech Summit', location: 'Bangalore, Karnataka' })).toEqual({
      exhibitionName: 'Bengaluru Tech Summit',
      destinationState: 'IN-KA',
      destinationCity: 'Bangalore',
      boothSize: 18,
      eventType: 'trade',
    });
  });

  it('reads a city by its other name', () => {
    expect(planFromEvent({ name: 'X', location: 'Bombay' })).toMatchObject({ destinationCity: 'Mumbai', destinationState: 'IN-MH' });
  });

  it('keeps the named state when the city is not one the planner lists', () => {
    expect(planFromEvent({ name: 'X', location: 'Atlantis, Goa' })).toMatchObject({ destinationCity: '', destinationState: 'IN-GA' });
  });

  it('leaves both blank when nothing in the location is known', () => {
    expect(planFromEvent({ name: 'X', location: 'Atlantis' })).toMatchObject({ destinationCity: '', destinationState: '' });
  });
});
