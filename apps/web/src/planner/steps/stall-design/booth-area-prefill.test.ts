import { describe, expect, it } from 'vitest';
import { boothAreaPrefill } from './booth-area-prefill.js';

describe('boothAreaPrefill', () => {
  it('takes the booth size in sq m when the area is empty', () => {
    expect(boothAreaPrefill({ area: 0 }, 18)).toEqual({ area: 18, areaUnit: 'sqm' });
    expect(boothAreaPrefill({ area: 0 }, 17.6)).toEqual({ area: 18, areaUnit: 'sqm' });
  });

  it('leaves an area the user already gave', () => {
    expect(boothAreaPrefill({ area: 30 }, 18)).toBeNull();
  });

  it('does nothing without a usable booth size', () => {
    expect(boothAreaPrefill({ area: 0 }, '')).toBeNull();
    expect(boothAreaPrefill({ area: 0 }, 0)).toBeNull();
    expect(boothAreaPrefill({ area: 0 }, Number.NaN)).toBeNull();
  });
});
