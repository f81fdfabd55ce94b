import { describe, expect, it } from 'vitest';
import { findState, listStates } from './state-lookups.js';

describe('state lookups', () => {
  it('lists all 36 states and union territories sorted by name', () => {
    const names = listStates().map((state) => state.name);
    expect(names).toHaveLength(36);
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds a state by code or by name, ignoring case and spaces', () => {
    expect(findState('IN-MH')?.name).toBe('Maharashtra');
    expect(findState(' in-ka ')?.name).toBe('Karnataka');
    expect(findState('tamil nadu')?.code).toBe('IN-TN');
  });

  it('finds nothing for an unknown or blank state', () => {
    expect(findState('IN-ZZ')).toBeUndefined();
    expect(findState('Atlantis')).toBeUndefined();
    expect(findState('  ')).toBeUndefined();
  });
});
