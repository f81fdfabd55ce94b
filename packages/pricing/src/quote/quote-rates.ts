/**
 * Every constant the final quote uses (§9), in one table so a rate changes in one place.
 * Amounts are whole rupees; shares of a card are fractions of the line they split.
 */
export const QUOTE_RATES = {
  /** Per square metre of booth. */
  constructionPerSqm: { premiumVenue: 7500, otherVenue: 6500 },
  travelPerPerson: 18_000,
  /** Per night per person, by accommodation level. */
  accommodationPerNight: { standard: 4500, business: 5500, luxury: 7500 },
  marketing: { international: 50_000, other: 25_000, premiumMarketMultiplier: 1.5 },
  /** Charged when no freight offer was selected. */
  logisticsFallback: 15_000,
  stallExtras: { perFurnitureItem: 3000, perLightingType: 8000, perBrandingElement: 5000, perExtra: 7000 },
  services: { furniture: 15_000, avEquipment: 25_000, lighting: 12_000, internet: 8000, storage: 10_000, security: 15_000 },
  /** §5's display fallbacks when the form leaves a value out. */
  defaults: { boothSizeSqm: 18, teamSize: 4, eventDays: 3 },
} as const;

/** GST added on top of the spec's total. */
export const GST_RATE = 0.18;

/** The final quote's cards (§9 "Final quote cards"). */
export const QUOTE_CARD_RATES = {
  /** Booth & Construction split of the construction cost; the shares add up to 1. */
  boothSplit: { baseConstruction: 0.6, designAndBranding: 0.2, lightingAndElectrical: 0.1, setup: 0.1 },
  /** Services & Marketing: shares of the marketing line (the spec leaves the other 10% unnamed). */
  marketingSplit: { marketingMaterials: 0.6, digitalMarketing: 0.3 },
  /** Fixed percentages the budget-share bars show, whatever the figures are. */
  budgetSharePercent: { booth: 35, travel: 25, services: 40 },
  /**
   * One row per selected design item. §9 lists 2500/5000/15000/8000/12000 for these rows, but the
   * total charges the stall-extras rates, so rows priced at §9's figures would not add up to the
   * line they explain. The rows use the rates the total charges; additional rooms are not charged
   * by the quote's total at all and show as included in construction.
   */
  addOnPrices: {
    furnitureItem: QUOTE_RATES.stallExtras.perFurnitureItem,
    lightingType: QUOTE_RATES.stallExtras.perLightingType,
    brandingElement: QUOTE_RATES.stallExtras.perBrandingElement,
    extra: QUOTE_RATES.stallExtras.perExtra,
    additionalRoom: 0,
  },
} as const;

/** §9 "Alternative fallback formula": the summary screen's figures when nothing is priced yet. */
export const SUMMARY_FALLBACK_RATES = {
  totalPerSqm: 8500,
  totalPerPerson: 25_000,
  totalPerDay: 15_000,
  constructionPerSqm: QUOTE_RATES.constructionPerSqm.otherVenue,
  travelPerPerson: QUOTE_RATES.travelPerPerson,
  accommodationPerNight: QUOTE_RATES.accommodationPerNight.standard,
  marketing: QUOTE_RATES.marketing.other,
  logistics: QUOTE_RATES.logisticsFallback,
} as const;

/** §9 "ROI estimate" constants. */
export const ROI_RATES = {
  revenueMultiple: 2.5,
  leadsPerSqm: 25,
  paybackPeriod: '3-6 months',
  conversionRate: '15-25%',
} as const;
