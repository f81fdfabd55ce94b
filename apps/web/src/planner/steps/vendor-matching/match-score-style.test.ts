import { describe, expect, it } from 'vitest';
import { matchScoreStyle } from './match-score-style.js';

describe('matchScoreStyle', () => {
  it('colours by band, at the band edges', () => {
    expect(matchScoreStyle(100).tone).toBe('excellent');
    expect(matchScoreStyle(90).tone).toBe('excellent');
    expect(matchScoreStyle(89).tone).toBe('strong');
    expect(matchScoreStyle(80).tone).toBe('strong');
    expect(matchScoreStyle(79).tone).toBe('fair');
    expect(matchScoreStyle(70).tone).toBe('fair');
    expect(matchScoreStyle(69).tone).toBe('low');
    expect(matchScoreStyle(0).tone).toBe('low');
  });

  it('uses green, blue, amber and grey', () => {
    expect(matchScoreStyle(95).className).toContain('green');
    expect(matchScoreStyle(85).className).toContain('blue');
    expect(matchScoreStyle(75).className).toContain('amber');
    expect(matchScoreStyle(50).className).toContain('slate');
  });

  it('stars only 90 and above', () => {
    expect(matchScoreStyle(90).starred).toBe(true);
    expect(matchScoreStyle(89).starred).toBe(false);
  });
});
