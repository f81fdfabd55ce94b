import {
  additionalRoomOptions,
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
import type { StallDesignData } from './stall-design.js';

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
