import { describe, expect, it } from 'vitest';
import { DevStackError } from '../src/dev-stack-error.js';
import { processCount, replicaNames } from '../src/process-count.js';

const RULE = { variable: 'TRAVEL_REPLICAS', fallback: 1, min: 1, max: 16 };

describe('processCount', () => {
  it('takes the option first, then the variable, then the fallback', () => {
    expect(processCount(3, '5', RULE)).toBe(3);
    expect(processCount(undefined, '5', RULE)).toBe(5);
    expect(processCount(undefined, ' 2 ', RULE)).toBe(2);
    expect(processCount(undefined, undefined, RULE)).toBe(1);
  });

  it('accepts the ends of the range and zero where the rule allows it', () => {
    expect(processCount(undefined, '16', RULE)).toBe(16);
    expect(processCount(undefined, '0', { ...RULE, min: 0 })).toBe(0);
  });

  it.each([['0'], ['17'], ['two'], ['1.5'], ['-1']])('refuses %s, naming the variable', (text) => {
    expect(() => processCount(undefined, text, RULE)).toThrow(DevStackError);
    expect(() => processCount(undefined, text, RULE)).toThrow(`TRAVEL_REPLICAS must be a whole number from 1 to 16 (got "${text}").`);
  });

  it('refuses an option out of range the same way', () => {
    expect(() => processCount(0, undefined, RULE)).toThrow('TRAVEL_REPLICAS must be a whole number from 1 to 16 (got 0).');
  });
});

describe('replicaNames', () => {
  it('keeps the bare name for one copy and numbers several from 1', () => {
    expect(replicaNames('travel', 1)).toEqual(['travel']);
    expect(replicaNames('travel', 3)).toEqual(['travel-1', 'travel-2', 'travel-3']);
    expect(replicaNames('quotes-worker', 0)).toEqual([]);
  });
});
