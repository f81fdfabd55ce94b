import {
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  lightingOptions,
  plannerFormDataSchema,
  stallDesignDataSchema,
  wallTypeOptions,
  type StallDesignData,
} from '@stallplan/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateStallCost } from '../stall/calculate-stall-cost.js';
import { isStallDesigned } from '../stall/is-stall-designed.js';
import { priceQuote, type QuoteSelections } from './price-quote.js';

const designs: fc.Arbitrary<StallDesignData> = fc
  .record({
    area: fc.integer({ min: 1, max: 2000 }),
    wallType: fc.option(fc.constantFrom(...wallTypeOptions.values), { nil: undefined }),
    flooring: fc.option(fc.constantFrom(...flooringOptions.values), { nil: undefined }),
    ceiling: fc.option(fc.constantFrom(...ceilingOptions.values), { nil: undefined }),
    printArea: fc.integer({ min: 0, max: 200 }),
    furnitureItems: fc.uniqueArray(fc.constantFrom(...furnitureItemOptions.values), { maxLength: 4 }),
    lightingType: fc.uniqueArray(fc.constantFrom(...lightingOptions.values), { maxLength: 3 }),
    boothPosition: fc.constantFrom('inline', 'corner', 'peninsula', 'island'),
    isOutstation: fc.boolean(),
  })
  .map((input) => stallDesignDataSchema.parse(input));

const flights = fc.array(
  fc.record({
    price: fc.integer({ min: 0, max: 80_000 }),
    departureAirport: fc.constantFrom('Mumbai', 'Bangalore', 'Chennai'),
    arrivalAirport: fc.constantFrom('Mumbai', 'Bangalore'),
  }),
  { maxLength: 3 },
);

const vendors = fc.array(
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 20 }),
    category: fc.constantFrom('booth', 'catering', 'logistics', 'travel', 'technology', 'security'),
    price: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    priceKind: fc.option(fc.constantFrom('bid' as const, 'listed' as const), { nil: undefined }),
    estimatedCost: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
  }),
  { maxLength: 5 },
);

const plans: fc.Arbitrary<QuoteSelections> = fc.record({
  formData: fc
    .record({
      boothSize: fc.integer({ min: 1, max: 2000 }),
      teamSize: fc.integer({ min: 1, max: 10 }),
      eventDuration: fc.integer({ min: 1, max: 10 }),
      destinationCity: fc.constant('Bangalore'),
      furniture: fc.boolean(),
      lighting: fc.boolean(),
      internet: fc.boolean(),
    })
    .map((input) => plannerFormDataSchema.parse(input)),
  stallDesignData: fc.option(designs, { nil: null }),
  selectedFlights: flights,
  selectedHotel: fc.option(
    fc
      .record({ pricePerNight: fc.integer({ min: 0, max: 50_000 }), nights: fc.integer({ min: 0, max: 10 }) })
      .map((hotel) => ({ ...hotel, name: 'Hotel', totalPrice: hotel.pricePerNight * hotel.nights })),
    { nil: null },
  ),
  selectedLogistics: fc.option(fc.record({ price: fc.integer({ min: 0, max: 500_000 }) }), { nil: null }),
  selectedVendors: vendors,
  stallPricing: fc.option(fc.constantFrom('builder' as const, 'design' as const), { nil: undefined }),
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('priceQuote properties', () => {
  it('total = sum of lines and GST = sum of line GST', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const { quote } = priceQuote(plan);
        expect(quote.totals.subtotal).toBe(sum(quote.lines.map((line) => line.amount)));
        expect(quote.totals.gst).toBe(sum(quote.lines.map((line) => line.gst)));
        expect(quote.totals.grandTotal).toBe(quote.totals.subtotal + quote.totals.gst);
        expect(sum(Object.values(quote.categoryTotals))).toBe(quote.totals.subtotal);
        for (const line of quote.lines) expect(Number.isInteger(line.amount) && line.amount >= 0).toBe(true);
      }),
    );
  });

  it('the stall is calculateStallCost(design).totalCost for any designed stall with no builder counted', () => {
    fc.assert(
      fc.property(plans, designs, (plan, design) => {
        fc.pre(isStallDesigned(design));
        const { quote } = priceQuote({ ...plan, stallDesignData: design, selectedVendors: [] });
        expect(quote.categoryTotals.stall).toBe(calculateStallCost(design).totalCost);
      }),
    );
  });

  it('choosing a fare never leaves that journey’s allowance in the total', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const { quote } = priceQuote(plan);
        const chosen = plan.selectedFlights ?? [];
        const outbound = chosen.filter((flight) => flight.departureAirport !== 'Bangalore');
        const home = chosen.filter((flight) => flight.departureAirport === 'Bangalore');
        const allowance = quote.lines.find((line) => line.key === 'travel.allowance');
        const { teamSize } = priceQuote(plan);
        // The way home is priced at the first outbound fare when only that was chosen, else ₹9,000 a journey.
        const expected =
          outbound.length > 0 && home.length > 0 ? 0 : outbound.length > 0 ? (outbound[0]?.price ?? 0) * teamSize : (home.length > 0 ? 1 : 2) * 9000 * teamSize;
        expect(allowance?.amount ?? 0).toBe(expected);
      }),
    );
  });

  it('a chosen hotel never leaves an allowance for the nights it covers', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const priced = priceQuote(plan);
        const allowance = priced.quote.lines.find((line) => line.key === 'stay.allowance');
        if (!plan.selectedHotel) {
          expect(allowance).toBeDefined();
          return;
        }
        const nights = plan.selectedHotel.nights ?? 0;
        const uncovered = nights > 0 ? Math.max(0, priced.eventDays - nights) : 0;
        expect(allowance === undefined ? 0 : allowance.amount).toBe(uncovered * priced.teamSize * 4500);
      }),
    );
  });

  it('adding a priced booth builder never leaves the build estimate in the total', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 0, max: 5_000_000 }), (plan, price) => {
        const others = (plan.selectedVendors ?? []).filter((vendor) => vendor.category !== 'booth');
        const withBuilder = priceQuote({ ...plan, stallPricing: undefined, selectedVendors: [{ name: 'Builder', category: 'booth', price }, ...others] });
        const stallLines = withBuilder.quote.lines.filter((line) => line.category === 'stall');
        expect(stallLines.map((line) => [line.key, line.amount])).toEqual([['builder', price]]);
      }),
    );
  });

  it('never tags an estimate as a price: only a figure the builder or vendor gave is theirs', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const { quote } = priceQuote(plan);
        const vendorsCounted = plan.selectedVendors ?? [];
        const builder = vendorsCounted.find((vendor) => vendor.category === 'booth');
        const others = vendorsCounted.filter((vendor) => vendor.category !== 'booth');
        for (const line of quote.lines) {
          if (line.key === 'builder') expect(line.source === 'builder').toBe(typeof builder?.price === 'number');
          const vendorIndex = /^vendor\.(\d+)$/.exec(line.key)?.[1];
          if (vendorIndex !== undefined) expect(line.source === 'choice').toBe(typeof others[Number(vendorIndex) - 1]?.price === 'number');
        }
        // A builder with only StallPlan's estimate prices the stall only when the user chose it.
        if (builder && typeof builder.price !== 'number') {
          expect(quote.stall.pricedBy === 'builder').toBe(typeof builder.estimatedCost === 'number' && plan.stallPricing === 'builder');
        }
        // The builder's figure is named by what it is: its bid, its listed price, or StallPlan's estimate.
        if (quote.stall.builder) {
          const kind = typeof builder?.price === 'number' ? (builder.priceKind === 'bid' ? 'bid' : 'listed') : 'estimate';
          expect(quote.stall.builder.priceKind).toBe(kind);
        }
      }),
    );
  });

  it('charges a team based in the show city no flight or stay allowance, only local conveyance', () => {
    fc.assert(
      fc.property(plans, fc.constantFrom('Bangalore', ' bengaluru', 'BANGALORE'), (plan, home) => {
        const local = priceQuote({ ...plan, formData: { ...plan.formData, originCity: home } });
        const keys = local.quote.lines.map((line) => line.key);
        expect(keys).not.toContain('travel.allowance');
        expect(keys).not.toContain('stay.allowance');
        const conveyance = local.quote.lines.find((line) => line.key === 'travel.local');
        expect(conveyance?.amount).toBe(local.teamSize * local.eventDays * 1500);
      }),
    );
  });
});
