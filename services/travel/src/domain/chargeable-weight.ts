export type FreightMode = 'surface' | 'air';

/** Cargo sides are centimetres, as Indian carriers quote them. */
export interface CargoDimensionsCm {
  length: number;
  width: number;
  height: number;
}

/**
 * Cubic centimetres per kilogram carriers use for volumetric weight: 5,000 by air (the IATA
 * rule), and 6 kg per cubic foot by road (28,317 cm³ / 6 ≈ 4,720).
 */
export const VOLUMETRIC_DIVISOR: Readonly<Record<FreightMode, number>> = { air: 5_000, surface: 4_720 };

export function volumetricWeightKg(dimensions: CargoDimensionsCm, mode: FreightMode): number {
  return (dimensions.length * dimensions.width * dimensions.height) / VOLUMETRIC_DIVISOR[mode];
}

/** What a carrier bills: the greater of actual and volumetric weight, rounded up to the next half kilogram. */
export function chargeableWeightKg(actualKg: number, dimensions: CargoDimensionsCm, mode: FreightMode): number {
  const heavier = Math.max(actualKg, volumetricWeightKg(dimensions, mode));
  return Math.ceil(heavier * 2) / 2;
}
