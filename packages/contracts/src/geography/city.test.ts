import { describe, expect, it } from 'vitest';
import { cityLabel, citySchema } from './city.js';

const mumbai = { name: 'Mumbai', code: 'BOM', state: 'Maharashtra', stateCode: 'IN-MH', isExhibitionHub: true, latitude: 19.08, longitude: 72.88 };

describe('city', () => {
  it('labels a city as its name with its code in brackets', () => {
    expect(cityLabel(mumbai)).toBe('Mumbai (BOM)');
  });

  it('accepts a complete city and refuses a bad code or coordinates', () => {
    expect(citySchema.parse(mumbai)).toEqual(mumbai);
    expect(citySchema.safeParse({ ...mumbai, code: 'bom' }).success).toBe(false);
    expect(citySchema.safeParse({ ...mumbai, stateCode: 'MH' }).success).toBe(false);
    expect(citySchema.safeParse({ ...mumbai, latitude: 91 }).success).toBe(false);
  });
});
