import { describe, expect, it } from 'vitest';
import { toggleFlight, toggleOne } from './toggle-selection.js';

const flight = (id: string, available = true) => ({ id, available });

describe('toggleFlight', () => {
  it('selects one flight, replacing any other', () => {
    expect(toggleFlight([], flight('6E123'))).toEqual([flight('6E123')]);
    expect(toggleFlight([flight('6E123')], flight('AI456'))).toEqual([flight('AI456')]);
  });

  it('clears the selection when the selected flight is chosen again', () => {
    expect(toggleFlight([flight('6E123')], flight('6E123'))).toEqual([]);
  });

  it('keeps the selection when a sold-out flight is chosen', () => {
    expect(toggleFlight([flight('6E123')], flight('SG789', false))).toEqual([flight('6E123')]);
    expect(toggleFlight([], flight('SG789', false))).toEqual([]);
  });
});

describe('toggleOne', () => {
  it('selects, replaces and clears', () => {
    expect(toggleOne(null, { id: 'a' })).toEqual({ id: 'a' });
    expect(toggleOne({ id: 'a' }, { id: 'b' })).toEqual({ id: 'b' });
    expect(toggleOne({ id: 'a' }, { id: 'a' })).toBeNull();
  });

  it('refuses an option that is not available', () => {
    expect(toggleOne({ id: 'a', available: true }, { id: 'b', available: false })).toEqual({ id: 'a', available: true });
  });
});
