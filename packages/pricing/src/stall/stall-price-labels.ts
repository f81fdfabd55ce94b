import type {
  AdditionalRoom,
  BoothPosition,
  BrandingElement,
  Ceiling,
  Flooring,
  FurnitureItem,
  FurnitureType,
  Lighting,
  PowerType,
  StallExtra,
  WallType,
} from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { STALL_RATES } from './stall-rates.js';

/*
 * The prices beside each option on the design screen, the enquiry and the quote. They read the
 * table the calculation reads, so a label always states what the total charges
 * (see docs/quote-model.md#stall-rates).
 */

/** `₹8,500/sqm`, `₹5,000`, or `Included` for a rate of 0. */
export function priceLabel(rate: number, unit?: string): string {
  if (rate === 0) return 'Included';
  return unit ? `${formatInr(rate)}/${unit}` : formatInr(rate);
}

export const wallPriceLabel = (wall: WallType): string => priceLabel(STALL_RATES.wallPerSqm[wall], 'sqm');
export const flooringPriceLabel = (flooring: Flooring): string => priceLabel(STALL_RATES.flooringPerSqm[flooring], 'sqm');
export const ceilingPriceLabel = (ceiling: Ceiling): string => priceLabel(STALL_RATES.ceilingPerSqm[ceiling], 'sqm');
export const roomPriceLabel = (room: AdditionalRoom): string => priceLabel(STALL_RATES.roomFlat[room]);
export const printAreaPriceLabel = (): string => priceLabel(STALL_RATES.printAreaPerSqm, 'sqm');
export const digitalDisplayPriceLabel = (): string => `${priceLabel(STALL_RATES.perDigitalDisplay)} each`;
export const lightingPriceLabel = (lighting: Lighting): string => priceLabel(STALL_RATES.lightingPerSqm[lighting], 'sqm');
export const powerPriceLabel = (powerType: PowerType): string => priceLabel(STALL_RATES.powerPerKw[powerType], 'kW');
export const extraPriceLabel = (extra: StallExtra): string => priceLabel(STALL_RATES.extraFlat[extra]);

/** Not choosing a furniture type prices items as rentals, as the calculation does. */
export const furniturePriceLabel = (item: FurnitureItem, furnitureType: FurnitureType = 'rental'): string =>
  priceLabel(STALL_RATES.furniturePerItem[furnitureType][item]);

export function brandingPriceLabel(element: BrandingElement): string {
  const { basis, rate } = STALL_RATES.brandingElement[element];
  return basis === 'flat' ? priceLabel(rate) : priceLabel(rate, 'sqm of print area');
}

/** `+10% on walls` for a corner booth; inline adds nothing. */
export function positionPriceLabel(position: BoothPosition): string {
  const percent = Math.round((STALL_RATES.wallPositionMultiplier[position] - 1) * 100);
  return percent === 0 ? 'Included' : `+${percent}% on walls`;
}
