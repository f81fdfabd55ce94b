import {
  additionalRoomOptions,
  brandingElementOptions,
  furnitureItemOptions,
  lightingOptions,
  stallExtraOptions,
  type QuoteCosts,
  type StallDesignData,
} from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';
import { QUOTE_CARD_RATES } from './quote-rates.js';

export type AddOnKind = 'furnitureItem' | 'lightingType' | 'brandingElement' | 'extra' | 'additionalRoom';

/** One selected design item on the quote, with what the total charges for it. */
export interface AddOnRow {
  kind: AddOnKind;
  value: string;
  label: string;
  price: number;
  /** True when the item costs nothing extra because construction already covers it. */
  included: boolean;
}

export interface QuoteCardBreakdown {
  booth: { total: number; baseConstruction: number; designAndBranding: number; lightingAndElectrical: number; setup: number };
  travel: { total: number; travelCost: number; flights: number; hotel: number };
  services: { marketing: number; marketingMaterials: number; digitalMarketing: number; logistics: number };
  budgetSharePercent: { booth: number; travel: number; services: number };
  addOns: AddOnRow[];
}

/**
 * Splits the construction cost 60/20/10/10 so the parts add up to it exactly: the smaller parts
 * are rounded and the first part takes whatever rounding left over.
 */
function splitConstruction(constructionCost: number): QuoteCardBreakdown['booth'] {
  const shares = QUOTE_CARD_RATES.boothSplit;
  const designAndBranding = Math.round(constructionCost * shares.designAndBranding);
  const lightingAndElectrical = Math.round(constructionCost * shares.lightingAndElectrical);
  const setup = Math.round(constructionCost * shares.setup);
  return {
    total: constructionCost,
    baseConstruction: constructionCost - designAndBranding - lightingAndElectrical - setup,
    designAndBranding,
    lightingAndElectrical,
    setup,
  };
}

/**
 * The design items the quote lists. Furniture, lighting, branding and extras are priced at the
 * stall-extras rates the total charges (not §9's differing row prices; see `QUOTE_CARD_RATES`),
 * so the priced rows add up to the quote's stall-extras line; additional rooms show as included.
 */
function addOnRows(design: StallDesignData): AddOnRow[] {
  const prices = QUOTE_CARD_RATES.addOnPrices;
  const row = (kind: AddOnKind, value: string, label: string): AddOnRow => ({ kind, value, label, price: prices[kind], included: prices[kind] === 0 });
  return [
    ...design.furnitureItems.map((value) => row('furnitureItem', value, furnitureItemOptions.label(value))),
    ...design.lightingType.map((value) => row('lightingType', value, lightingOptions.label(value))),
    ...design.brandingElements.map((value) => row('brandingElement', value, brandingElementOptions.label(value))),
    ...design.extras.map((value) => row('extra', value, stallExtraOptions.label(value))),
    ...design.additionalRooms.map((value) => row('additionalRoom', value, additionalRoomOptions.label(value))),
  ];
}

/** The figures of the final quote's three category cards and their detail modals (§2 step 7, §9). */
export function quoteCardBreakdown(costs: QuoteCosts, stallDesign?: StallDesignData | null): QuoteCardBreakdown {
  const marketing = wholeRupees(costs.marketing);
  const travelCost = wholeRupees(costs.travelCost);
  const flights = wholeRupees(costs.flights);
  const hotel = wholeRupees(costs.hotel);
  return {
    booth: splitConstruction(wholeRupees(costs.constructionCost)),
    travel: { total: travelCost + flights + hotel, travelCost, flights, hotel },
    services: {
      marketing,
      marketingMaterials: Math.round(marketing * QUOTE_CARD_RATES.marketingSplit.marketingMaterials),
      digitalMarketing: Math.round(marketing * QUOTE_CARD_RATES.marketingSplit.digitalMarketing),
      logistics: wholeRupees(costs.logistics),
    },
    budgetSharePercent: { ...QUOTE_CARD_RATES.budgetSharePercent },
    addOns: stallDesign ? addOnRows(stallDesign) : [],
  };
}
