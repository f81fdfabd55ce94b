import { eventDifficultyOptions, roiPotentialOptions } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_COLOURS, percentBarColour, ROI_COLOURS } from './level-colours.js';

describe('level colours', () => {
  it('colours difficulty beginner green, intermediate yellow, advanced red', () => {
    expect(DIFFICULTY_COLOURS.beginner).toContain('green');
    expect(DIFFICULTY_COLOURS.intermediate).toContain('yellow');
    expect(DIFFICULTY_COLOURS.advanced).toContain('red');
  });

  it('colours ROI potential high green, medium yellow, low red', () => {
    expect(ROI_COLOURS.high).toContain('green');
    expect(ROI_COLOURS.medium).toContain('yellow');
    expect(ROI_COLOURS.low).toContain('red');
  });

  it('has a colour for every value the contracts allow', () => {
    expect(Object.keys(DIFFICULTY_COLOURS).sort()).toEqual([...eventDifficultyOptions.values].sort());
    expect(Object.keys(ROI_COLOURS).sort()).toEqual([...roiPotentialOptions.values].sort());
  });

  it('shades a percentage bar by its size', () => {
    expect(percentBarColour(90)).toBe('bg-green-600');
    expect(percentBarColour(75)).toBe('bg-green-600');
    expect(percentBarColour(60)).toBe('bg-amber-500');
    expect(percentBarColour(10)).toBe('bg-slate-400');
  });
});
