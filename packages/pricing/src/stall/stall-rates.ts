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

/** The conversion of a booth area given in square feet (see docs/quote-model.md#stall-rates). */
export const SQFT_TO_SQM = 0.092903;

/** How a branding element is charged: per square metre of print area, or once whatever the area. */
export interface BrandingRate {
  readonly basis: 'perPrintAreaSqm' | 'flat';
  readonly rate: number;
}

/**
 * The shape of the stall rate table. Every list is keyed by its enumeration, so adding a value to
 * an enumeration without pricing it here fails to compile.
 */
export interface StallRates {
  readonly sqftToSqm: number;
  readonly wallPerSqm: Readonly<Record<WallType, number>>;
  /** Applied to the wall cost only: more open sides need more finished wall. */
  readonly wallPositionMultiplier: Readonly<Record<BoothPosition, number>>;
  readonly flooringPerSqm: Readonly<Record<Flooring, number>>;
  readonly ceilingPerSqm: Readonly<Record<Ceiling, number>>;
  readonly roomFlat: Readonly<Record<AdditionalRoom, number>>;
  readonly printAreaPerSqm: number;
  readonly brandingElement: Readonly<Record<BrandingElement, BrandingRate>>;
  readonly perDigitalDisplay: number;
  readonly furniturePerItem: Readonly<Record<FurnitureType, Readonly<Record<FurnitureItem, number>>>>;
  readonly lightingPerSqm: Readonly<Record<Lighting, number>>;
  readonly powerPerKw: Readonly<Record<PowerType, number>>;
  /** Used when a power type is chosen but no requirement is given. */
  readonly defaultPowerKw: number;
  /** Used when a requirement is given but no power type is chosen. */
  readonly defaultPowerType: PowerType;
  readonly labourPerSqmPerDay: { readonly installation: number; readonly dismantling: number };
  readonly defaultLabourDays: { readonly installation: number; readonly dismantling: number };
  /** Share of installation plus dismantling added for a booth outside the builder's city. */
  readonly outstationShare: number;
  readonly extraFlat: Readonly<Record<StallExtra, number>>;
}

/** Every stall rate (see docs/quote-model.md#stall-rates), in whole rupees. Calculation and labels read only this. */
export const STALL_RATES: StallRates = {
  sqftToSqm: SQFT_TO_SQM,
  wallPerSqm: { octonorm: 8500, mdf: 6000, laminated_plywood: 12_000, modular_aluminum: 15_000 },
  // Peninsula lies between corner and island, as its open sides do.
  wallPositionMultiplier: { inline: 1, corner: 1.1, peninsula: 1.2, island: 1.25 },
  flooringPerSqm: { carpeting: 450, raised_wooden: 850, vinyl_finish: 650, laminate: 500, marble: 1200, ceramic: 400 },
  ceilingPerSqm: { open: 0, truss_lights: 2500, branding_fascia: 4500 },
  roomFlat: { 'Storage Room': 25_000, 'Meeting Room': 45_000, Pantry: 35_000, 'Reception Area': 30_000 },
  printAreaPerSqm: 180,
  brandingElement: {
    flex_prints: { basis: 'perPrintAreaSqm', rate: 180 },
    vinyl_graphics: { basis: 'perPrintAreaSqm', rate: 250 },
    fabric_prints: { basis: 'perPrintAreaSqm', rate: 320 },
    '3d_logos': { basis: 'flat', rate: 8500 },
    backlit_panels: { basis: 'perPrintAreaSqm', rate: 1300 },
    led_walls: { basis: 'perPrintAreaSqm', rate: 45_000 },
  },
  perDigitalDisplay: 25_000,
  furniturePerItem: {
    rental: {
      reception_counter: 2500,
      meeting_table: 1200,
      chairs_set: 200,
      display_shelves: 800,
      storage_cabinets: 1500,
      product_display: 2000,
      brochure_stands: 500,
      demo_counter: 3000,
    },
    custom_build: {
      reception_counter: 15_000,
      meeting_table: 8500,
      chairs_set: 2500,
      display_shelves: 12_000,
      storage_cabinets: 18_000,
      product_display: 25_000,
      brochure_stands: 4500,
      demo_counter: 35_000,
    },
  },
  /**
   * Each lighting option the screen offers is priced per sqm of booth, smart one step above
   * designer, so what the screen shows is what the total charges (see docs/quote-model.md#stall-rates).
   */
  lightingPerSqm: { basic: 300, led: 600, premium: 1000, designer: 1200, smart: 1500 },
  powerPerKw: { '1_phase': 800, '3_phase': 1200 },
  defaultPowerKw: 5,
  defaultPowerType: '1_phase',
  labourPerSqmPerDay: { installation: 450, dismantling: 250 },
  defaultLabourDays: { installation: 3, dismantling: 1 },
  outstationShare: 0.5,
  /** 5000 each, as the label beside each extra says. */
  extraFlat: { pantry_fitout: 5000, meeting_room: 5000, hanging_structures: 5000, greenery_decor: 5000, branded_flooring: 5000 },
};
