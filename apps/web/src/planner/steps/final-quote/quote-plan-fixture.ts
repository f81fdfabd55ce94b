import { stallDesignDataSchema, type Flight, type Hotel, type LogisticsOption, type SelectedVendor } from '@stallplan/contracts';
import { newPlan, type PlanState } from '../../../current-plan/plan-state.js';

/** Offers shaped as the travel steps keep them, for the unit tests of this folder. */
export const FIXTURE_FLIGHT: Flight = {
  id: 'AI-665-fixture',
  airline: 'Air India',
  flightNumber: 'AI 665',
  departureTime: '2027-01-19T06:10:00+05:30',
  arrivalTime: '2027-01-19T07:55:00+05:30',
  departureAirport: 'Mumbai',
  arrivalAirport: 'Bangalore',
  duration: 'PT1H45M',
  stops: 0,
  available: true,
  class: 'economy',
  price: 5450,
};

export const FIXTURE_HOTEL: Hotel = {
  id: 'hotel-fixture',
  name: 'Lalit Ashok Bengaluru',
  location: 'Kumara Krupa Road, Bengaluru',
  distance: '3.2 km from venue',
  rating: 4.4,
  amenities: ['Wi-Fi', 'Breakfast'],
  available: true,
  pricePerNight: 7200,
  totalPrice: 28_800,
  stars: 5,
  nights: 4,
};

export const FIXTURE_LOGISTICS: LogisticsOption = {
  id: 'freight-fixture',
  provider: 'Gati',
  service: 'Surface Express',
  estimatedDelivery: '4-5 days',
  tracking: true,
  pickupAvailable: true,
  insurance: true,
  specialServices: ['Fragile handling'],
  price: 21_500,
};

export const FIXTURE_VENDOR: SelectedVendor = { id: 'vendor-fixture', name: 'Skyline Exhibits', category: 'booth', location: 'Bangalore', price: 45_000 };

/** A finished plan for a team of three at an 18 sq m booth, with every kind of selection. */
export function fixturePlan(overrides: Partial<PlanState> = {}): PlanState {
  const plan = newPlan();
  return {
    ...plan,
    step: 7,
    furthestStep: 7,
    eventDetails: {
      ...plan.eventDetails,
      companyName: 'Shakti Pumps Pvt Ltd',
      yourName: 'Priya Raman',
      mobileNumber: '+91 98450 12345',
      emailAddress: 'priya.raman@example.com',
      exhibitionName: 'IMTEX Forming',
      industry: 'Engineering & Machinery',
      boothSize: 18,
      exhibitionStartDate: '2027-01-20',
      exhibitionEndDate: '2027-01-22',
      originCity: 'Mumbai',
      destinationCity: 'Bangalore',
      arrivalDate: '2027-01-19',
      departureDate: '2027-01-23',
      teamSize: 3,
      avEquipment: true,
    },
    stallDesign: stallDesignDataSchema.parse({
      area: 18,
      wallType: 'octonorm',
      flooring: 'carpeting',
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['led'],
      brandingElements: ['3d_logos'],
      extras: ['greenery_decor'],
      additionalRooms: ['Pantry'],
    }),
    selections: { flights: [FIXTURE_FLIGHT], hotel: FIXTURE_HOTEL, logistics: FIXTURE_LOGISTICS, vendors: [FIXTURE_VENDOR] },
    ...overrides,
  };
}
