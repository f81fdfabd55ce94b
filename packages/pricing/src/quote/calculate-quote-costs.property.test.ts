import {
  accommodationLevelOptions,
  additionalRoomOptions,
  brandingElementOptions,
  eventTypeOptions,
  furnitureItemOptions,
  lightingOptions,
  marketLevelOptions,
  plannerFormDataSchema,
  quoteCostsSchema,
  roiEstimateSchema,
  stallDesignDataSchema,
  stallExtraOptions,
  venueTypeOptions,
  type QuoteCosts,
} from '@stallplan/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateQuoteCosts } from './calculate-quote-costs.js';
import { estimateRoi } from './estimate-roi.js';
import { quoteCardBreakdown } from './quote-card-breakdown.js';

const LINES = ['constructionCost', 'travelCost', 'accommodation', 'marketing', 'logistics', 'stallExtras', 'flights', 'hotel', 'vendors', 'services'] as const;
const price = fc.integer({ min: 0, max: 10_000_000 });

/** Whatever a form might send for a number: numbers, numeric text, junk and blanks. */
const loose = (min: number, max: number) =>
  fc.oneof(fc.double({ min, max, noNaN: true }), fc.integer({ min, max }), fc.integer({ min, max }).map(String), fc.constantFrom('', 'abc', null));
const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((value) => value.toISOString().slice(0, 10));
const choice = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), fc.constantFrom('', null));
const list = (values: readonly string[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length });

const formData = fc
  .record(
    {
      boothSize: loose(0, 100_000),
      customSize: loose(0, 100_000),
      teamSize: loose(1, 10),
      eventDuration: loose(1, 60),
      arrivalDate: date,
      departureDate: date,
      venueType: choice(venueTypeOptions.values),
      eventType: choice(eventTypeOptions.values),
      marketLevel: choice(marketLevelOptions.values),
      accommodationLevel: choice(accommodationLevelOptions.values),
      furniture: fc.boolean(),
      avEquipment: fc.boolean(),
      lighting: fc.boolean(),
      internet: fc.boolean(),
      storage: fc.boolean(),
      security: fc.boolean(),
    },
    { requiredKeys: [] },
  )
  .map((record) => plannerFormDataSchema.safeParse(record))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

const stallDesignData = fc
  .record(
    {
      area: fc.oneof(fc.integer({ min: 0, max: 1_100_000 }), fc.string()),
      areaUnit: fc.constantFrom('sqm', 'sqft'),
      furnitureItems: list(furnitureItemOptions.values),
      lightingType: list(lightingOptions.values),
      brandingElements: list(brandingElementOptions.values),
      extras: list(stallExtraOptions.values),
      additionalRooms: list(additionalRoomOptions.values),
    },
    { requiredKeys: [] },
  )
  .map((record) => stallDesignDataSchema.safeParse(record))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

const selections = fc.record({
  formData,
  stallDesignData: fc.option(stallDesignData),
  selectedFlights: fc.array(fc.record({ price }), { maxLength: 4 }),
  selectedHotel: fc.option(fc.record({ totalPrice: price })),
  selectedLogistics: fc.option(fc.record({ price })),
  selectedVendors: fc.array(fc.record({ price: fc.option(price, { nil: undefined }), estimatedCost: fc.option(price, { nil: undefined }) }, { requiredKeys: [] }), {
    maxLength: 6,
  }),
});

const noCosts: QuoteCosts = Object.fromEntries(Object.keys(quoteCostsSchema.shape).map((key) => [key, 0])) as QuoteCosts;

const wholeRupees = (value: number) => Number.isSafeInteger(value) && value >= 0;

describe('calculateQuoteCosts (properties)', () => {
  it('keeps every line whole, non-negative and adding up', () => {
    fc.assert(
      fc.property(selections, fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), (input, gstRate) => {
        const costs = calculateQuoteCosts(input, gstRate === undefined ? undefined : { gstRate });
        for (const value of Object.values(costs)) expect(wholeRupees(value)).toBe(true);
        expect(costs.total).toBe(LINES.reduce((sum, line) => sum + costs[line], 0));
        expect(costs.grandTotal).toBe(costs.total + costs.gst);
        expect(quoteCostsSchema.safeParse(costs).success).toBe(true);
      }),
    );
  });
});

describe('estimateRoi (properties)', () => {
  it('counts a booth so large its leads pass the safe-integer range as no booth', () => {
    // 360,287,970,189,639.7 m² × 25 leads is past 2^53: no lead count can be trusted.
    const roi = estimateRoi(0, 360_287_970_189_639.7);
    expect(roi.estimatedLeads).toBe(0);
    expect(roiEstimateSchema.safeParse(roi).success).toBe(true);
  });

  it('never gives NaN or a fractional figure, whatever the numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (total, booth) => {
        const roi = estimateRoi(total, booth);
        for (const value of [roi.estimatedRevenue, roi.estimatedLeads, roi.leadValue, roi.roiPercentage, roi.breakEvenLeads]) {
          expect(Number.isFinite(value) && Number.isInteger(value)).toBe(true);
        }
        expect(roiEstimateSchema.safeParse(roi).success).toBe(true);
      }),
    );
  });
});

describe('quoteCardBreakdown (properties)', () => {
  it('splits construction into parts that add up to it exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(10_000_000), fc.maxSafeNat()), (constructionCost) => {
        const { booth } = quoteCardBreakdown({ ...noCosts, constructionCost });
        const parts = [booth.baseConstruction, booth.designAndBranding, booth.lightingAndElectrical, booth.setup];
        for (const part of parts) expect(wholeRupees(part)).toBe(true);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(constructionCost);
      }),
    );
  });
});
