import { describe, expect, it } from 'vitest';
import { resizeDisplayList, toggleChoice } from './list-edits.js';

describe('toggleChoice', () => {
  it('adds a value once and removes it', () => {
    expect(toggleChoice(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('resizeDisplayList', () => {
  it('names each new screen uniquely', () => {
    expect(resizeDisplayList([], 3)).toEqual(['Display 1', 'Display 2', 'Display 3']);
    expect(resizeDisplayList(['Display 2'], 2)).toEqual(['Display 2', 'Display 1']);
  });

  it('keeps the first entries when shrinking and stays within 0 to 50', () => {
    expect(resizeDisplayList(['Lobby screen', 'Display 1'], 1)).toEqual(['Lobby screen']);
    expect(resizeDisplayList(['x'], -2)).toEqual([]);
    expect(resizeDisplayList([], 80)).toHaveLength(50);
  });
});
