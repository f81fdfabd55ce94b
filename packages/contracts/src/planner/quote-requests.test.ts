import { describe, expect, it } from 'vitest';
import {
  formNotificationRequestSchema,
  formNotificationResponseSchema,
  NOTIFICATION_FALLBACKS,
  notificationContact,
  quotePdfRequestSchema,
  roiGuideRequestSchema,
} from './quote-requests.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

const formData = {
  companyName: 'Zenith Pumps Pvt Ltd',
  yourName: 'Asha Rao',
  mobileNumber: '+91 98450 11111',
  emailAddress: 'asha@zenithpumps.example',
  exhibitionName: 'IMTEX 2027',
  industry: 'Engineering & Machinery',
  exhibitionStartDate: '2027-01-20',
  exhibitionEndDate: '2027-01-24',
  originState: 'IN-KA',
  originCity: 'Bangalore',
  destinationState: 'IN-DL',
  destinationCity: 'New Delhi',
  boothSize: 36,
  teamSize: 4,
  eventType: 'industrial',
};
const costs = { total: 1_482_000, constructionCost: 234_000, travelCost: 72_000, accommodation: 90_000, marketing: 25_000, logistics: 15_000 };
const flight = {
  id: 'AI-502',
  airline: 'Air India',
  flightNumber: 'AI 502',
  departureTime: '2027-01-19T07:00:00+05:30',
  arrivalTime: '2027-01-19T09:45:00+05:30',
  departureAirport: 'BLR',
  arrivalAirport: 'DEL',
  duration: 'PT2H45M',
  stops: 0,
  available: true,
  class: 'economy',
  price: 6200,
};
const hotel = {
  id: 'h-1',
  name: 'Pragati Residency',
  location: 'Pragati Maidan, New Delhi',
  distance: '1.2 km',
  rating: 4.2,
  amenities: ['WiFi'],
  available: true,
  pricePerNight: 4500,
  totalPrice: 27000,
  stars: 4,
  nights: 6,
};
const freight = {
  id: 'l-1',
  provider: 'Blue Dart',
  service: 'Surface Express',
  estimatedDelivery: '3-4 days',
  tracking: true,
  pickupAvailable: true,
  insurance: true,
  specialServices: [],
  price: 18000,
};

describe('formNotificationRequestSchema', () => {
  it('accepts what the final quote sends', () => {
    const request = formNotificationRequestSchema.parse({ formData, costs, selectedFlights: [flight], selectedHotel: hotel, planId: 'plan_7f3c9a2b1e' });
    expect(request.formData.companyName).toBe('Zenith Pumps Pvt Ltd');
    expect(request).toMatchObject({ costs, selectedFlights: [flight], selectedHotel: hotel, planId: 'plan_7f3c9a2b1e' });
  });

  it('needs only the form: costs may be partial and selections default to none', () => {
    const request = formNotificationRequestSchema.parse({ formData: {}, costs: { total: 500_000 }, selectedHotel: null });
    expect(request).toMatchObject({ costs: { total: 500_000 }, selectedFlights: [], selectedHotel: null });
    expect(request.planId).toBeUndefined();
  });

  it('refuses a missing form, a bad plan id and too many flights with readable messages', () => {
    expect(messages(formNotificationRequestSchema.safeParse({}))).toEqual(['Form data is required.']);
    expect(messages(formNotificationRequestSchema.safeParse({ formData: [] }))).toEqual(['Form data must be an object.']);
    expect(messages(formNotificationRequestSchema.safeParse({ formData, planId: 'x' }))).toEqual(['Plan id must be 8 to 64 letters, digits, - or _.']);
    expect(messages(formNotificationRequestSchema.safeParse({ formData, selectedFlights: Array(11).fill(flight) }))).toEqual([
      'At most 10 flights can be selected.',
    ]);
    expect(messages(formNotificationRequestSchema.safeParse({ formData: { teamSize: 40 } }))).toEqual(['Team size must be at most 10.']);
  });

  it('answers success, saying when the plan was already notified', () => {
    expect(formNotificationResponseSchema.parse({ success: true, duplicate: true })).toEqual({ success: true, duplicate: true });
  });
});

describe('notificationContact', () => {
  it('reads the contact details of the form', () => {
    expect(notificationContact(formData)).toEqual({
      companyName: 'Zenith Pumps Pvt Ltd',
      contactPerson: 'Asha Rao',
      email: 'asha@zenithpumps.example',
      phone: '+91 98450 11111',
    });
  });

  it('prefers the values typed on the final quote page', () => {
    const overrides = { companyName: 'Zenith Pumps', contactPerson: 'Vikram Shah', email: 'vikram@zenithpumps.example', phone: '080 4000 1234' };
    expect(notificationContact(formData, overrides)).toEqual(overrides);
    expect(notificationContact(formData, { companyName: '  ', phone: null }).companyName).toBe('Zenith Pumps Pvt Ltd');
  });

  it('takes contactPerson before yourName, and the second e-mail and phone fields after the first', () => {
    expect(notificationContact({ contactPerson: 'Vikram Shah', yourName: 'Asha Rao' }).contactPerson).toBe('Vikram Shah');
    expect(notificationContact({ email: 'office@zenith.example', phoneNumber: '080 4000 1234' })).toMatchObject({
      email: 'office@zenith.example',
      phone: '080 4000 1234',
    });
  });

  it('says "Not Provided" for whatever nobody gave', () => {
    expect(notificationContact({ companyName: ' ', yourName: '' })).toEqual({
      companyName: 'Company Name Not Provided',
      contactPerson: 'Contact Person Not Provided',
      email: 'Email Not Provided',
      phone: 'Phone Not Provided',
    });
    expect(Object.values(NOTIFICATION_FALLBACKS)).toHaveLength(4);
  });
});

describe('quotePdfRequestSchema', () => {
  it('accepts what the download tab sends', () => {
    const request = quotePdfRequestSchema.parse({
      formData,
      costs,
      selectedFlights: [flight],
      selectedHotel: hotel,
      selectedVendors: [{ name: 'Skyline Exhibits', category: 'booth', location: 'Mumbai', estimatedCost: 280_000 }],
      selectedLogistics: freight,
      stallDesignData: { area: '36', wallType: 'octonorm', furnitureItems: ['chairs_set'] },
    });
    expect(request.stallDesignData).toMatchObject({ area: 36, wallType: 'octonorm', furnitureItems: ['chairs_set'], boothPosition: 'inline' });
    expect(request.selectedVendors).toHaveLength(1);
    expect(request.selectedLogistics).toEqual(freight);
  });

  it('defaults vendors and flights to none and a missing design to an empty one', () => {
    const request = quotePdfRequestSchema.parse({ formData });
    expect(request).toMatchObject({ selectedFlights: [], selectedVendors: [] });
    expect(request.stallDesignData).toMatchObject({ area: 0, areaUnit: 'sqm', extras: [] });
  });

  it('refuses what the quote cannot use', () => {
    expect(messages(quotePdfRequestSchema.safeParse({ formData, selectedVendors: Array(21).fill({ name: 'A', category: 'booth' }) }))).toEqual([
      'At most 20 vendors can be selected.',
    ]);
    expect(messages(quotePdfRequestSchema.safeParse({ formData, stallDesignData: { wallType: 'cardboard' } }))[0]).toMatch(/^Wall type must be one of:/);
    expect(quotePdfRequestSchema.safeParse({ formData, costs: { total: -1 } }).success).toBe(false);
  });
});

describe('roiGuideRequestSchema', () => {
  it('takes the form, the costs and the design', () => {
    const request = roiGuideRequestSchema.parse({ formData, costs, stallDesignData: { area: 36 } });
    expect(request.costs).toEqual(costs);
    expect(request.stallDesignData.area).toBe(36);
    expect(messages(roiGuideRequestSchema.safeParse({ costs }))).toEqual(['Form data is required.']);
  });
});
