import { describe, expect, it } from 'vitest';
import { venueText } from './venue-text.js';

describe('venueText', () => {
  it('names the catalogue show’s venue and city', () => {
    expect(
      venueText(
        { venueType: 'convention_center', destinationCity: 'Bangalore' },
        { venue: 'Bangalore International Exhibition Centre (BIEC)', city: 'Bangalore' },
      ),
    ).toBe('Bangalore International Exhibition Centre (BIEC), Bangalore');
  });

  it('falls back to the kind of venue and the city, never a state code', () => {
    expect(venueText({ venueType: 'convention_center', destinationCity: 'Pune' })).toBe('Convention Center, Pune');
    expect(venueText({ venueType: undefined, destinationCity: undefined })).toBe('Venue to be confirmed');
  });
});
