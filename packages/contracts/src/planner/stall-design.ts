import { z } from 'zod';
import {
  additionalRoomOptions,
  areaUnitOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  wallTypeOptions,
} from '../enumerations/stall-options.js';
import { choiceList, flag, optionalChoice, optionalText, wholeNumberOrZero } from '../shared/input-fields.js';
import { plainText } from '../shared/plain-text.js';

/** Largest booth we price: bigger than any hall in India, small enough that no figure overflows. */
export const MAX_BOOTH_AREA = 100_000;

/** Far above any Indian organiser's rate per m², low enough that area × tariff stays a safe integer. */
export const MAX_SPACE_TARIFF_PER_SQM = 1_000_000;

/**
 * Step 2's design (see docs/planner.md#step-2-stall-design). Area, print
 * area, power and days are whole numbers, blank meaning 0 (not given); text, fractions and negative
 * values are refused. Blank selects count as none.
 */
export const stallDesignDataSchema = z.object({
  area: wholeNumberOrZero('Booth area', MAX_BOOTH_AREA * 11),
  areaUnit: areaUnitOptions.schema.default('sqm'),
  boothType: optionalChoice(boothTypeOptions.schema),
  boothPosition: optionalChoice(boothPositionOptions.schema).transform((value) => value ?? 'inline'),
  construction: optionalText('Construction', 100).transform((value) => value ?? 'standard'),
  materials: choiceList(plainText('Materials', 100)),
  features: choiceList(plainText('Features', 100)),
  accessibility: flag,
  branding: optionalText('Branding', 100).transform((value) => value ?? 'basic'),
  wallType: optionalChoice(wallTypeOptions.schema),
  flooring: optionalChoice(flooringOptions.schema),
  ceiling: optionalChoice(ceilingOptions.schema),
  additionalRooms: choiceList(additionalRoomOptions.schema),
  printArea: wholeNumberOrZero('Print area', MAX_BOOTH_AREA * 11),
  brandingElements: choiceList(brandingElementOptions.schema),
  /** One entry per screen, kept as a list; only its length is priced. */
  digitalDisplays: choiceList(plainText('Digital displays', 100)),
  furnitureType: optionalChoice(furnitureTypeOptions.schema),
  furnitureItems: choiceList(furnitureItemOptions.schema),
  lightingType: choiceList(lightingOptions.schema),
  /** kW; 0 means not given, and the calculation then assumes 5 kW. */
  powerRequirement: wholeNumberOrZero('Power requirement', 10_000),
  powerType: optionalChoice(powerTypeOptions.schema),
  installationDays: wholeNumberOrZero('Installation days', 60),
  dismantlingDays: wholeNumberOrZero('Dismantling days', 60),
  isOutstation: flag,
  extras: choiceList(stallExtraOptions.schema),
  /** ₹ per m² from the organiser's application form; 0 means not given, and the space is priced at the event's or a typical rate. */
  spaceTariffOverride: wholeNumberOrZero('Space tariff', MAX_SPACE_TARIFF_PER_SQM),
});
/** What the screens hold and send (strings allowed where a form gives them). */
export type StallDesignInput = z.input<typeof stallDesignDataSchema>;
/** The parsed design every calculation takes. */
export type StallDesignData = z.output<typeof stallDesignDataSchema>;

/**
 * A stall design's choices as a person reads them, for the brief, the cost workbook and the quote;
 * each of those words a blank choice its own way, so a choice left blank stays undefined.
 */
export interface StallDesignLabels {
  boothType: string | undefined;
  boothPosition: string;
  wallType: string | undefined;
  flooring: string | undefined;
  ceiling: string | undefined;
  additionalRooms: string[];
  brandingElements: string[];
  furnitureType: string | undefined;
  furnitureItems: string[];
  lightingType: string[];
  powerType: string | undefined;
  extras: string[];
}

export type StallDesignChoices = Pick<StallDesignData, keyof StallDesignLabels>;

/** Labels for a list of choices; a value the options do not know is shown as stored. */
function labelsOf(labels: Readonly<Record<string, string>>, values: readonly string[]): string[] {
  return values.map((value) => labels[value] ?? value);
}

export function stallDesignLabels(design: StallDesignChoices): StallDesignLabels {
  return {
    boothType: design.boothType ? boothTypeOptions.label(design.boothType) : undefined,
    boothPosition: boothPositionOptions.label(design.boothPosition),
    wallType: design.wallType ? wallTypeOptions.label(design.wallType) : undefined,
    flooring: design.flooring ? flooringOptions.label(design.flooring) : undefined,
    ceiling: design.ceiling ? ceilingOptions.label(design.ceiling) : undefined,
    additionalRooms: labelsOf(additionalRoomOptions.labels, design.additionalRooms),
    brandingElements: labelsOf(brandingElementOptions.labels, design.brandingElements),
    furnitureType: design.furnitureType ? furnitureTypeOptions.label(design.furnitureType) : undefined,
    furnitureItems: labelsOf(furnitureItemOptions.labels, design.furnitureItems),
    lightingType: labelsOf(lightingOptions.labels, design.lightingType),
    powerType: design.powerType ? powerTypeOptions.label(design.powerType) : undefined,
    extras: labelsOf(stallExtraOptions.labels, design.extras),
  };
}
