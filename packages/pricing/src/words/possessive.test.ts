import { describe, expect, it } from 'vitest';
import { possessive } from './possessive.js';

describe('possessive', () => {
  it("writes Exhibits' and never Exhibits's", () => {
    expect(possessive('Garden City Exhibits')).toBe("Garden City Exhibits'");
    expect(possessive('Skyline Exhibit ')).toBe("Skyline Exhibit's");
  });
});
