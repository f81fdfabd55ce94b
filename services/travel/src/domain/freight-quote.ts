import type { FreightMode } from './chargeable-weight.js';

/** One carrier service's price list. */
export interface FreightTariff {
  mode: FreightMode;
  /** Rupees per chargeable kg, plus a share that grows with the road distance. */
  ratePerKg: number;
  ratePerKgPerKm: number;
  /** Part-load services bill at least this weight. */
  minChargeableKg: number;
  /** Consignment note and handling at booking. */
  docketFee: number;
  /** Delivery into the exhibition hall: a booked slot, unloading and a porter to the stall. */
  venueHandlingFee: number;
  /** Fuel surcharge as a share of the freight, e.g. 0.15. */
  fuelSurcharge: number;
  /** Road services: kilometres a consignment covers per day, line haul and hub transfers included. */
  kmPerDay: number;
}

/** Whole rupees for the shipment; `variation` (0 to 1) is the query's own spread of a few per cent. */
export function freightPrice(tariff: FreightTariff, chargeableKg: number, roadKm: number, variation: number): number {
  const billedKg = Math.max(chargeableKg, tariff.minChargeableKg);
  const freight = billedKg * (tariff.ratePerKg + tariff.ratePerKgPerKm * Math.max(0, roadKm));
  const spread = 0.97 + 0.06 * Math.min(1, Math.max(0, variation));
  return Math.round((freight * (1 + tariff.fuelSurcharge) + tariff.docketFee + tariff.venueHandlingFee) * spread);
}

/**
 * How long the shipment takes, as the card shows it: by road a day for pickup and booking plus
 * the line haul; by air next day or the day after on shorter routes, a day more on long ones.
 * `extraDays` adds the road leg to or from a city without an airport.
 */
export function deliveryEstimate(tariff: FreightTariff, roadKm: number, extraDays = 0): string {
  const days = tariff.mode === 'air' ? (roadKm <= 1_000 ? 1 : 2) + extraDays : 1 + Math.max(1, Math.ceil(roadKm / tariff.kmPerDay));
  return `${days}-${days + 1} days`;
}
