import { describe, expect, it } from 'vitest';
import { passwordMatches } from './password-matches.js';

describe('passwordMatches', () => {
  it('accepts the exact password only', () => {
    expect(passwordMatches('correct horse battery', 'correct horse battery')).toBe(true);
    expect(passwordMatches('correct horse batterY', 'correct horse battery')).toBe(false);
    expect(passwordMatches('', 'correct horse battery')).toBe(false);
    expect(passwordMatches('correct horse battery staple', 'correct horse battery')).toBe(false);
  });
});
