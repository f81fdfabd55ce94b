import { describe, expect, it } from 'vitest';
import { hotelSchema, MAX_OFFER_RUPEES } from './travel-options.js';

const hotel = {
  id: 'h1',
  name: 'Hotel',
  location: 'MG Road',
  distance: '2 km',
  rating: 4,
  amenities: [],
  available: true,
  pricePerNight: 9000,
  totalPrice: 27_000,
  stars: 4,
  nights: 3,
};

describe('offer prices', () => {
  it('takes whole rupees up to ₹100 crore and refuses more with a sentence', () => {
    expect(hotelSchema.parse({ ...hotel, totalPrice: MAX_OFFER_RUPEES }).totalPrice).toBe(MAX_OFFER_RUPEES);
    const refused = hotelSchema.safeParse({ ...hotel, totalPrice: 8e15 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('A price must be at most ₹1,00,00,00,000.');
  });
});
