import type { BoothPosition, BoothType, EventSpaceTariff, PlannerFormData, StallDesignData } from '@stallplan/contracts';
import { spaceRental, spaceTariffFor, type SpaceRental, type SpaceTariff } from '../space/space-rental.js';
import { quoteBoothSizeSqm } from './quote-fallbacks.js';

/** What the plan's floor space is priced from. */
export interface SpaceRentalPlan {
  formData: PlannerFormData;
  stallDesignData?: StallDesignData | null;
  /** The published rates of the show the plan names, when it is in the events catalogue. */
  eventSpaceTariff?: EventSpaceTariff | null;
}

export interface QuoteSpaceRental {
  areaSqm: number;
  boothType: BoothType;
  position: BoothPosition;
  tariff: SpaceTariff;
  /** The event the tariff came from, when it came from one. */
  eventName: string | null;
  rental: SpaceRental;
}

/**
 * A booth with no type chosen is priced as raw space: the planner prices a stall built on the floor
 * (walls, flooring, ceiling), which is what raw space is rented for.
 */
export const DEFAULT_SPACE_BOOTH_TYPE: BoothType = 'raw_space';

/**
 * The plan's space rental: the quote's booth area × the tariff (the exhibitor's figure, else the
 * show's published rate for the booth type, else the typical rate for the arrival city and venue),
 * with the open-side premium of the booth's position and GST.
 */
export function quoteSpaceRental({ formData, stallDesignData, eventSpaceTariff }: SpaceRentalPlan, gstRate?: number): QuoteSpaceRental {
  const areaSqm = quoteBoothSizeSqm(formData, stallDesignData);
  const boothType = stallDesignData?.boothType ?? formData.boothType ?? DEFAULT_SPACE_BOOTH_TYPE;
  const position = stallDesignData?.boothPosition ?? 'inline';
  const tariff = spaceTariffFor({
    boothType,
    eventTariff: eventSpaceTariff ?? undefined,
    city: formData.destinationCity,
    venueType: formData.venueType,
    overridePerSqm: stallDesignData?.spaceTariffOverride,
  });
  return {
    areaSqm,
    boothType,
    position,
    tariff,
    eventName: tariff.source === 'event' ? (eventSpaceTariff?.eventName ?? null) : null,
    rental: spaceRental({ areaSqm, tariffPerSqm: tariff.perSqm, position, ...(gstRate === undefined ? {} : { gstRate }) }),
  };
}
