/**
 * StallPlan's allowances and typical rates for what a plan has not chosen yet
 * (docs/quote-model.md). Amounts are whole rupees.
 */
export const QUOTE_RATES = {
  /** Typical build per square metre of booth, used only while nothing is designed in step 2. */
  typicalBuildPerSqm: { premiumVenue: 7500, otherVenue: 6500 },
  /**
   * Typical fit-out per square metre of a shell-scheme booth while nothing is designed: the organiser's
   * shell (panel walls, carpet, fascia, spotlights, a table and chairs) comes with the space rate, so
   * only graphics on its panels and a counter are added, not a build.
   */
  shellSchemeFitOutPerSqm: 1500,
  /** A return journey per traveller (₹18,000) split evenly between the journey there and back. */
  travelPerPersonPerLeg: 9000,
  /**
   * A team based in the show's city travels to the venue and back each day instead: a day's cab or
   * car in an Indian metro, per traveller per show day.
   */
  localConveyancePerPersonPerDay: 1500,
  /** Per night per traveller, by accommodation level. */
  accommodationPerNight: { standard: 4500, business: 5500, luxury: 7500 },
  marketing: { international: 50_000, other: 25_000, premiumMarketMultiplier: 1.5 },
  /** Freight for the exhibition material when no offer was chosen. */
  freightAllowance: 15_000,
  /** Step 1's on-site services, each a flat hire for the show. */
  services: { furniture: 15_000, avEquipment: 25_000, lighting: 12_000, internet: 8000, storage: 10_000, security: 15_000 },
  /** When the form leaves a value out. */
  defaults: { boothSizeSqm: 18, teamSize: 4, eventDays: 3 },
} as const;
