import { describe, expect, it } from 'vitest';
import { visibleAmenities } from './visible-amenities.js';

describe('visibleAmenities', () => {
  it('shows the first four and holds back the rest', () => {
    expect(visibleAmenities(['WiFi', 'Pool', 'Spa', 'Bar', 'Gym', 'Parking'])).toEqual({ shown: ['WiFi', 'Pool', 'Spa', 'Bar'], hidden: ['Gym', 'Parking'] });
  });

  it('holds nothing back from four or fewer', () => {
    expect(visibleAmenities(['WiFi', 'Pool', 'Spa', 'Bar'])).toEqual({ shown: ['WiFi', 'Pool', 'Spa', 'Bar'], hidden: [] });
    expect(visibleAmenities([])).toEqual({ shown: [], hidden: [] });
  });
});
