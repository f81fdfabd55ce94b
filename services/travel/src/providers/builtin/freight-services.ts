import type { FreightTariff } from '../../domain/freight-quote.js';

export interface FreightService {
  provider: string;
  service: string;
  tariff: FreightTariff;
  tracking: boolean;
  pickupAvailable: boolean;
  /** Carrier's-risk cover included in the price. */
  insurance: boolean;
  specialServices: string[];
}

/** The carriers' services for exhibition material, with price lists typical of Indian part-load and air express freight. */
export const FREIGHT_SERVICES: readonly FreightService[] = [
  {
    provider: 'Blue Dart',
    service: 'Dart Surfaceline',
    tariff: {
      mode: 'surface',
      ratePerKg: 10,
      ratePerKgPerKm: 0.012,
      minChargeableKg: 10,
      docketFee: 250,
      venueHandlingFee: 3_500,
      fuelSurcharge: 0.18,
      kmPerDay: 550,
    },
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: ['Exhibition venue delivery', 'Time-definite delivery', 'Proof of delivery'],
  },
  {
    provider: 'Blue Dart',
    service: 'Domestic Priority (air)',
    tariff: { mode: 'air', ratePerKg: 55, ratePerKgPerKm: 0.03, minChargeableKg: 1, docketFee: 200, venueHandlingFee: 3_500, fuelSurcharge: 0.22, kmPerDay: 0 },
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: ['Exhibition venue delivery', 'Next-business-day delivery', 'Proof of delivery'],
  },
  {
    provider: 'Delhivery',
    service: 'Part Truckload (surface)',
    tariff: {
      mode: 'surface',
      ratePerKg: 7,
      ratePerKgPerKm: 0.009,
      minChargeableKg: 20,
      docketFee: 200,
      venueHandlingFee: 2_500,
      fuelSurcharge: 0.15,
      kmPerDay: 500,
    },
    tracking: true,
    pickupAvailable: true,
    insurance: false,
    specialServices: ['Doorstep pickup', 'Appointment delivery', 'Packing material on request'],
  },
  {
    provider: 'Delhivery',
    service: 'Express Air',
    tariff: { mode: 'air', ratePerKg: 48, ratePerKgPerKm: 0.028, minChargeableKg: 1, docketFee: 150, venueHandlingFee: 2_500, fuelSurcharge: 0.2, kmPerDay: 0 },
    tracking: true,
    pickupAvailable: true,
    insurance: false,
    specialServices: ['Doorstep pickup', 'Appointment delivery'],
  },
  {
    provider: 'DTDC',
    service: 'Ground Express',
    tariff: {
      mode: 'surface',
      ratePerKg: 6.5,
      ratePerKgPerKm: 0.0085,
      minChargeableKg: 10,
      docketFee: 150,
      venueHandlingFee: 2_000,
      fuelSurcharge: 0.15,
      kmPerDay: 450,
    },
    tracking: true,
    pickupAvailable: true,
    insurance: false,
    specialServices: ['Fragile handling', 'Open-box delivery on request'],
  },
  {
    provider: 'DTDC',
    service: 'Prime (air)',
    tariff: { mode: 'air', ratePerKg: 52, ratePerKgPerKm: 0.03, minChargeableKg: 1, docketFee: 150, venueHandlingFee: 2_000, fuelSurcharge: 0.2, kmPerDay: 0 },
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: ['Time-definite delivery', 'Fragile handling'],
  },
  {
    provider: 'Gati',
    service: 'Surface Express',
    tariff: {
      mode: 'surface',
      ratePerKg: 7.5,
      ratePerKgPerKm: 0.0095,
      minChargeableKg: 20,
      docketFee: 200,
      venueHandlingFee: 3_000,
      fuelSurcharge: 0.16,
      kmPerDay: 500,
    },
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: ['Exhibition logistics desk', 'Return shipment after the show', 'Packing and crating'],
  },
  {
    provider: 'Safexpress',
    service: 'Exhibition Logistics (surface)',
    tariff: {
      mode: 'surface',
      ratePerKg: 8.5,
      ratePerKgPerKm: 0.011,
      minChargeableKg: 25,
      docketFee: 250,
      venueHandlingFee: 4_000,
      fuelSurcharge: 0.16,
      kmPerDay: 500,
    },
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: ['Exhibition venue delivery', 'Return shipment after the show', 'Packing and crating', 'Dedicated vehicle on request'],
  },
  {
    provider: 'VRL Logistics',
    service: 'Road Parcel Service',
    tariff: {
      mode: 'surface',
      ratePerKg: 5,
      ratePerKgPerKm: 0.007,
      minChargeableKg: 20,
      docketFee: 100,
      venueHandlingFee: 1_500,
      fuelSurcharge: 0.12,
      kmPerDay: 450,
    },
    tracking: true,
    pickupAvailable: false,
    insurance: false,
    specialServices: ['Branch drop-off and collection', 'Door delivery on request'],
  },
];
