import type { Costs, EventSpaceTariff, Flight, Hotel, LogisticsOption, PlannerFormData, QuoteCosts, SelectedVendor, StallDesignData } from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';
import { quoteBoothSizeSqm, quoteEventDays, quoteTeamSize } from './quote-fallbacks.js';
import { GST_RATE, QUOTE_RATES, SUMMARY_FALLBACK_RATES } from './quote-rates.js';
import { quoteSpaceRental, type QuoteSpaceRental } from './quote-space-rental.js';

/** What the final quote is priced from: the parsed form and design and whatever the user selected. */
export interface QuoteSelections {
  formData: PlannerFormData;
  stallDesignData?: StallDesignData | null;
  selectedFlights?: ReadonlyArray<Pick<Flight, 'price'>> | null;
  selectedHotel?: Pick<Hotel, 'totalPrice'> | null;
  selectedLogistics?: Pick<LogisticsOption, 'price'> | null;
  selectedVendors?: ReadonlyArray<Pick<SelectedVendor, 'price' | 'estimatedCost'>> | null;
  /** The published space rates of the show the plan names, when it is in the events catalogue. */
  eventSpaceTariff?: EventSpaceTariff | null;
}

export interface QuoteCostOptions {
  /** A fraction between 0 and 1; 0.18 unless given. */
  gstRate?: number;
}

const SERVICE_FLAGS = ['furniture', 'avEquipment', 'lighting', 'internet', 'storage', 'security'] as const;

function sumOf(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/**
 * Every line of the final quote (§9 "Final quote formula"), in whole rupees, with GST on top.
 * The quote screen and both PDFs use this; `summaryFallbackCosts` is only for a summary with
 * nothing priced yet.
 *
 * Flights: a flight's price is per person and the flight card shows price × team size, so the
 * quote charges every traveller's fare. (The original added one fare per selected flight, which
 * under-charged any team larger than one.)
 */
export function calculateQuoteCosts(selections: QuoteSelections, options: QuoteCostOptions = {}): QuoteCosts {
  return priceQuote(selections, options).costs;
}

/** The quote's costs and the space rental they include, worked out once for callers that show both. */
export function priceQuote(selections: QuoteSelections, options: QuoteCostOptions = {}): { costs: QuoteCosts; space: QuoteSpaceRental } {
  const gstRate = options.gstRate ?? GST_RATE;
  if (!(gstRate >= 0 && gstRate <= 1)) throw new RangeError(`GST rate must be between 0 and 1, got ${gstRate}.`);

  const { formData, stallDesignData } = selections;
  const boothSqm = quoteBoothSizeSqm(formData, stallDesignData);
  const teamSize = quoteTeamSize(formData);
  const days = quoteEventDays(formData);

  const constructionRate = formData.venueType === 'premium' ? QUOTE_RATES.constructionPerSqm.premiumVenue : QUOTE_RATES.constructionPerSqm.otherVenue;
  const marketingBase = formData.eventType === 'international' ? QUOTE_RATES.marketing.international : QUOTE_RATES.marketing.other;
  const marketingMultiplier = formData.marketLevel === 'premium' ? QUOTE_RATES.marketing.premiumMarketMultiplier : 1;
  const extrasRates = QUOTE_RATES.stallExtras;

  const lines = {
    constructionCost: wholeRupees(boothSqm * constructionRate),
    travelCost: wholeRupees(teamSize * QUOTE_RATES.travelPerPerson),
    accommodation: wholeRupees(days * teamSize * QUOTE_RATES.accommodationPerNight[formData.accommodationLevel]),
    marketing: wholeRupees(marketingBase * marketingMultiplier),
    logistics: selections.selectedLogistics ? wholeRupees(selections.selectedLogistics.price) : QUOTE_RATES.logisticsFallback,
    stallExtras: stallDesignData
      ? stallDesignData.furnitureItems.length * extrasRates.perFurnitureItem +
        stallDesignData.lightingType.length * extrasRates.perLightingType +
        stallDesignData.brandingElements.length * extrasRates.perBrandingElement +
        stallDesignData.extras.length * extrasRates.perExtra
      : 0,
    flights: sumOf((selections.selectedFlights ?? []).map((flight) => wholeRupees(flight.price) * teamSize)),
    hotel: wholeRupees(selections.selectedHotel?.totalPrice),
    vendors: sumOf((selections.selectedVendors ?? []).map((vendor) => wholeRupees(vendor.price ?? vendor.estimatedCost))),
    services: sumOf(SERVICE_FLAGS.map((service) => (formData[service] ? QUOTE_RATES.services[service] : 0))),
  };

  const total = sumOf(Object.values(lines));
  const gst = Math.round(total * gstRate);
  const space = quoteSpaceRental(selections, gstRate);
  const spaceRental = space.rental.subtotal;
  const totalWithSpace = total + spaceRental;
  const gstWithSpace = Math.round(totalWithSpace * gstRate);
  return {
    costs: { total, ...lines, gst, grandTotal: total + gst, spaceRental, totalWithSpace, gstWithSpace, grandTotalWithSpace: totalWithSpace + gstWithSpace },
    space,
  };
}

/** A negative or non-finite count would turn the total negative or NaN, so it counts as 0. */
function countOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * §9's "Alternative fallback formula". It applies only when the browser holds no costs at all,
 * i.e. the summary screen before anything is priced; the final quote and the PDFs always use
 * `calculateQuoteCosts`. Its total is the spec's own formula, not the sum of the lines beside it.
 */
export function summaryFallbackCosts(boothSize: number, teamSize: number, days: number): Costs {
  const rates = SUMMARY_FALLBACK_RATES;
  const [booth, team, eventDays] = [boothSize, teamSize, days].map(countOrZero) as [number, number, number];
  return {
    total: wholeRupees(booth * rates.totalPerSqm + team * rates.totalPerPerson + eventDays * rates.totalPerDay),
    constructionCost: wholeRupees(booth * rates.constructionPerSqm),
    travelCost: wholeRupees(team * rates.travelPerPerson),
    accommodation: wholeRupees(eventDays * team * rates.accommodationPerNight),
    marketing: rates.marketing,
    logistics: rates.logistics,
  };
}
