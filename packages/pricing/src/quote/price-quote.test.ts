import { plannerFormDataSchema, stallDesignDataSchema, type PlannerFormInput, type StallDesignInput } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { calculateStallCost } from '../stall/calculate-stall-cost.js';
import { priceQuote, type QuoteSelections } from './price-quote.js';

const form = (input: PlannerFormInput = {}) => plannerFormDataSchema.parse(input);
const design = (input: StallDesignInput = {}) => stallDesignDataSchema.parse(input);
const imtex = { eventName: 'IMTEX', rawPerSqm: 14_000, builtUpPerSqm: 16_500 };

/** The worked example of docs/quote-model.md: 24 m² at IMTEX, one traveller from Mumbai. */
const imtexForm = form({
  exhibitionName: 'IMTEX 2027',
  industry: 'Manufacturing',
  boothSize: 24,
  originCity: 'Mumbai',
  destinationCity: 'Bangalore',
  teamSize: 1,
  eventDuration: 3,
});
const imtexDesign = design({
  area: 24,
  wallType: 'octonorm',
  flooring: 'carpeting',
  ceiling: 'truss_lights',
  printArea: 10,
  brandingElements: ['flex_prints'],
  furnitureItems: ['reception_counter'],
  lightingType: ['led'],
});
const flight = {
  price: 4500,
  airline: 'IndiGo',
  flightNumber: '6E 5123',
  departureTime: '2027-01-23T06:05:00+05:30',
  arrivalTime: '2027-01-23T07:45:00+05:30',
  departureAirport: 'Mumbai',
  arrivalAirport: 'Bangalore',
};
const hotel = { name: 'Taj Yeshwantpur', pricePerNight: 13_733, nights: 3, totalPrice: 41_199 };
const freight = { provider: 'Gati', service: 'Surface express', price: 12_000 };
const builder = { id: 'b1', name: 'Apex Exhibits', category: 'booth', estimatedCost: 413_334 };

const plan: QuoteSelections = {
  formData: imtexForm,
  stallDesignData: imtexDesign,
  selectedFlights: [flight],
  selectedHotel: hotel,
  selectedLogistics: freight,
  eventSpaceTariff: imtex,
};

const amounts = (selections: QuoteSelections) => Object.fromEntries(priceQuote(selections).quote.lines.map((line) => [line.key, line.amount]));

describe('priceQuote: the worked example', () => {
  it('prices every line once, with its own GST, and totals that are sums of the lines', () => {
    const { quote } = priceQuote(plan);
    expect(amounts(plan)).toEqual({
      space: 336_000, // 24 m² × IMTEX's ₹14,000
      'stall.walls': 204_000, // 24 × 8,500
      'stall.flooring': 10_800, // 24 × 450
      'stall.ceiling': 60_000, // 24 × 2,500
      'stall.printArea': 1800, // 10 × 180
      'stall.brandingElements': 1800, // flex 10 × 180
      'stall.furnitureRental': 2500,
      'stall.lighting': 14_400, // 24 × 600
      'stall.installation': 32_400, // 24 × 450 × 3 days
      'stall.dismantling': 6000, // 24 × 250 × 1 day
      'travel.flight.1': 4500, // ₹4,500 × 1 traveller
      'travel.allowance': 4500, // the journey home, not chosen: the fare there, same route
      'stay.hotel': 41_199, // 1 room × 3 nights × ₹13,733; no stay allowance left
      'shipping.freight': 12_000,
      marketing: 25_000,
    });
    // Space 60,480 + stall 60,066 + freight 2,160 + marketing 4,500; nothing on fares and the hotel.
    expect(quote.totals).toEqual({ subtotal: 756_899, gst: 127_206, grandTotal: 884_105 });
    expect(quote.categoryTotals).toEqual({ space: 336_000, stall: 333_700, travelAndStay: 50_199, shipping: 12_000, servicesAndMarketing: 25_000 });
    expect(quote.stall).toEqual({ pricedBy: 'design', designEstimate: 333_700, designed: true, builder: null });
  });

  it('names lines as people read them', () => {
    const lines = Object.fromEntries(priceQuote(plan).quote.lines.map((line) => [line.key, line]));
    expect(lines['travel.flight.1']).toMatchObject({
      label: 'Flight IndiGo 6E 5123, Mumbai → Bangalore',
      basis: '06:05 → 07:45, Sat 23 Jan IST; ₹4,500 × 1 traveller, your journey to the show, fare with taxes',
      source: 'choice',
      gstRate: 0,
    });
    expect(lines['travel.allowance']).toMatchObject({
      label: 'Travel allowance, journey home (no flight chosen)',
      allowance: true,
      basis: '1 traveller × ₹4,500, the fare of your flight there, on the same route; choose a flight home in step 4',
    });
    expect(lines['stay.hotel']).toMatchObject({ label: 'Hotel: Taj Yeshwantpur', basis: '1 room × 3 nights × ₹13,733, tariff with taxes', gst: 0 });
    expect(lines.space).toMatchObject({ basis: "24 sq m × ₹14,000 per sq m (IMTEX's published rate)", gstRate: 0.18, gst: 60_480 });
    expect(lines['stall.walls']).toMatchObject({ label: 'Walls', source: 'estimate', gst: 36_720, basis: 'Step 2: 24 sq m × ₹8,500 (Octonorm System)' });
    // Each stall line shows its working, and it multiplies out to the amount.
    expect(
      Object.fromEntries(
        Object.values(lines)
          .filter((line) => line.category === 'stall')
          .map((line) => [line.key, line.basis]),
      ),
    ).toEqual({
      'stall.walls': 'Step 2: 24 sq m × ₹8,500 (Octonorm System)',
      'stall.flooring': 'Step 2: 24 sq m × ₹450 (Carpeting)',
      'stall.ceiling': 'Step 2: 24 sq m × ₹2,500 (Truss with Lights)',
      'stall.printArea': 'Step 2: 10 sq m of prints × ₹180',
      'stall.brandingElements': 'Step 2: Flex Prints: 10 sq m × ₹180',
      'stall.furnitureRental': 'Step 2: Reception Counter ₹2,500',
      'stall.lighting': 'Step 2: 24 sq m × ₹600 (LED Lighting)',
      'stall.installation': 'Step 2: 24 sq m × ₹450 × 3 days',
      'stall.dismantling': 'Step 2: 24 sq m × ₹250 × 1 day',
    });
  });
});

describe('priceQuote: stall', () => {
  it('uses step 2’s estimate exactly when the stall is designed', () => {
    const { quote } = priceQuote(plan);
    const stall = quote.lines.filter((line) => line.category === 'stall').reduce((sum, line) => sum + line.amount, 0);
    expect(stall).toBe(calculateStallCost(imtexDesign).totalCost);
  });

  it('uses a labelled typical rate only when nothing is designed', () => {
    // Labour alone is not a design: 24 m² × ₹6,500 = 156,000; a premium venue's ₹7,500 gives 180,000.
    const typical = priceQuote({ ...plan, stallDesignData: design({ area: 24 }) });
    const stallLines = typical.quote.lines.filter((line) => line.category === 'stall');
    expect(stallLines).toEqual([
      expect.objectContaining({ key: 'stall.typical', label: 'Typical stall build (not designed yet)', amount: 156_000, gst: 28_080 }),
    ]);
    expect(typical.quote.stall).toMatchObject({ pricedBy: 'typical', designed: false, designEstimate: 156_000 });
    const premium = priceQuote({ ...plan, formData: { ...imtexForm, venueType: 'premium' }, stallDesignData: null });
    expect(premium.quote.categoryTotals.stall).toBe(180_000);
  });

  it('adds only a fit-out, not a build, on a shell-scheme space, whose rate already pays for the shell', () => {
    // 24 m² × ₹1,500 = 36,000, beside IMTEX's built-up rate 24 × ₹16,500 = 396,000 for the shell.
    const shell = priceQuote({ ...plan, formData: { ...imtexForm, boothType: 'shell_scheme' }, stallDesignData: null });
    expect(
      shell.quote.lines.filter((line) => line.category !== 'travelAndStay' && line.category !== 'shipping').map((line) => [line.key, line.amount]),
    ).toEqual([
      ['space', 396_000],
      ['stall.typical', 36_000],
      ['marketing', 25_000],
    ]);
    expect(shell.quote.lines.find((line) => line.key === 'stall.typical')?.label).toBe("Typical fit-out of the organiser's shell (not designed yet)");
    expect(shell.quote.stall).toMatchObject({ pricedBy: 'typical', designEstimate: 36_000 });
  });
});

describe('priceQuote: builder', () => {
  it('replaces the stall estimate with a price the builder gave, keeping the estimate as a comparison', () => {
    const withBuilder = priceQuote({ ...plan, selectedVendors: [{ ...builder, price: 390_000 }] });
    const stallLines = withBuilder.quote.lines.filter((line) => line.category === 'stall');
    expect(stallLines).toEqual([
      expect.objectContaining({ key: 'builder', source: 'builder', amount: 390_000, gst: 70_200, label: 'Stall design and build by Apex Exhibits' }),
    ]);
    expect(withBuilder.quote.stall).toEqual({
      pricedBy: 'builder',
      designEstimate: 333_700,
      designed: true,
      builder: { name: 'Apex Exhibits', amount: 390_000, priceKind: 'listed' },
    });
    // 756,899 − 333,700 + 390,000; GST 127,206 − 60,066 + 70,200.
    expect(withBuilder.quote.totals).toEqual({ subtotal: 813_199, gst: 137_340, grandTotal: 950_539 });
  });

  it('never chooses StallPlan’s estimate for a builder over the design: it is a comparison until the user picks it', () => {
    const shown = priceQuote({ ...plan, selectedVendors: [builder] });
    expect(shown.quote.categoryTotals.stall).toBe(333_700);
    expect(shown.quote.stall).toEqual({
      pricedBy: 'design',
      designEstimate: 333_700,
      designed: true,
      builder: { name: 'Apex Exhibits', amount: 413_334, priceKind: 'estimate' },
    });
    const picked = priceQuote({ ...plan, selectedVendors: [builder], stallPricing: 'builder' });
    expect(picked.quote.lines.filter((line) => line.category === 'stall')).toEqual([
      expect.objectContaining({
        key: 'builder',
        source: 'estimate',
        amount: 413_334,
        gst: 74_400,
        label: "Stall design and build by Apex Exhibits (StallPlan's estimate)",
        basis: "StallPlan's estimate of Apex Exhibits' price for your booth, not a price the builder gave; you chose it over the design estimate of ₹3,33,700",
      }),
    ]);
    // 756,899 − 333,700 + 413,334; GST 127,206 − 60,066 + 74,400.
    expect(picked.quote.totals).toEqual({ subtotal: 836_533, gst: 141_540, grandTotal: 978_073 });
  });

  it('lets the user keep the design estimate instead, showing the builder beside it', () => {
    const kept = priceQuote({ ...plan, selectedVendors: [builder], stallPricing: 'design' });
    expect(kept.quote.categoryTotals.stall).toBe(333_700);
    expect(kept.quote.lines.some((line) => line.key === 'builder')).toBe(false);
    expect(kept.quote.stall.builder).toEqual({ name: 'Apex Exhibits', amount: 413_334, priceKind: 'estimate' });
  });

  it('names an awarded bid as such and prices the stall by it, even over a design the user had kept', () => {
    const awarded = priceQuote({ ...plan, selectedVendors: [{ ...builder, price: 265_000, priceKind: 'bid' }], stallPricing: 'builder' });
    expect(awarded.quote.lines.filter((line) => line.category === 'stall')).toEqual([
      expect.objectContaining({
        key: 'builder',
        source: 'builder',
        amount: 265_000,
        gst: 47_700,
        basis: 'Awarded bid; replaces the design estimate of ₹3,33,700',
      }),
    ]);
    expect(awarded.quote.stall.builder).toEqual({ name: 'Apex Exhibits', amount: 265_000, priceKind: 'bid' });
    // 756,899 − 333,700 + 265,000; GST 127,206 − 60,066 + 47,700.
    expect(awarded.quote.totals).toEqual({ subtotal: 688_199, gst: 114_840, grandTotal: 803_039 });
    // The user may still keep the design instead; the bid is then the comparison.
    const kept = priceQuote({ ...plan, selectedVendors: [{ ...builder, price: 265_000, priceKind: 'bid' }], stallPricing: 'design' });
    expect(kept.quote.stall).toMatchObject({ pricedBy: 'design', builder: { priceKind: 'bid', amount: 265_000 } });
  });

  it('prefers a stated price (or an awarded bid) over the estimate, and counts only one builder', () => {
    const quoted = priceQuote({
      ...plan,
      selectedVendors: [
        { ...builder, price: 390_000 },
        { name: 'Second Builder', category: 'booth', price: 10 },
      ],
    });
    expect(quoted.quote.categoryTotals.stall).toBe(390_000);
    expect(quoted.quote.notes).toContain('One builder builds the stall: Apex Exhibits is counted; Second Builder is not.');
  });

  it('prices other vendors as their own lines in their own category', () => {
    const vendors = [
      { name: 'Spice Caterers', category: 'catering', estimatedCost: 30_000 },
      { name: 'Fast Freight', category: 'logistics', price: 20_000 },
      { name: 'No Price Co', category: 'security' },
    ];
    const { quote } = priceQuote({ ...plan, selectedLogistics: null, selectedVendors: vendors });
    const byKey = Object.fromEntries(quote.lines.map((line) => [line.key, line]));
    expect(byKey['vendor.1']).toMatchObject({
      category: 'servicesAndMarketing',
      amount: 30_000,
      gst: 5400,
      source: 'estimate',
      basis: 'StallPlan estimate for your booth',
    });
    expect(byKey['vendor.2']).toMatchObject({ category: 'shipping', amount: 20_000, source: 'choice' });
    expect(byKey['vendor.3']).toMatchObject({ amount: 0, basis: 'Price on request, not counted until the vendor quotes' });
    // The freight vendor carries the material, so no freight allowance stands beside it.
    expect(byKey['shipping.allowance']).toBeUndefined();
  });
});

describe('priceQuote: travel and stay', () => {
  it('charges allowances for both journeys and every night while nothing is chosen', () => {
    // 2 travellers × 2 journeys × 9,000 = 36,000; 3 nights × 2 × 5,500 (business) = 33,000.
    const { quote } = priceQuote({ formData: { ...imtexForm, teamSize: 2, accommodationLevel: 'business' } });
    const byKey = Object.fromEntries(quote.lines.map((line) => [line.key, line]));
    expect(byKey['travel.allowance']).toMatchObject({ amount: 36_000, label: 'Travel allowance, there and back (no flight chosen)', gst: 0 });
    expect(byKey['stay.allowance']).toMatchObject({
      amount: 33_000,
      label: 'Stay allowance (no hotel chosen)',
      basis: '3 nights × 2 travellers × ₹5,500, business hotel with taxes',
      gst: 0,
    });
    expect(byKey['shipping.allowance']).toMatchObject({ amount: 15_000, gst: 2700, allowance: true });
  });

  it('drops the allowance for each journey a flight covers', () => {
    const home = { ...flight, departureAirport: 'Bangalore', arrivalAirport: 'Mumbai', price: 5200 };
    const both = priceQuote({ ...plan, selectedFlights: [flight, home] });
    expect(both.quote.lines.some((line) => line.key === 'travel.allowance')).toBe(false);
    expect(both.quote.categoryTotals.travelAndStay).toBe(4500 + 5200 + 41_199);
  });

  it('prices the journey home at the chosen fare there, on the same route', () => {
    // 2 travellers × ₹4,716, not 2 × ₹9,000.
    const there = { ...flight, price: 4716 };
    const { quote } = priceQuote({ ...plan, formData: { ...imtexForm, teamSize: 2 }, selectedFlights: [there] });
    expect(quote.lines.find((line) => line.key === 'travel.allowance')).toMatchObject({ amount: 9432, allowance: true, source: 'estimate' });
  });

  it('charges a team based in the show city local conveyance, and no flight or stay allowance', () => {
    // A Mumbai team of 3 at a 3-day Mumbai show: 3 travellers × 3 show days × ₹1,500 = 13,500.
    const { quote } = priceQuote({ formData: { ...imtexForm, originCity: 'Bombay', destinationCity: 'Mumbai', teamSize: 3 } });
    const travel = quote.lines.filter((line) => line.category === 'travelAndStay');
    expect(travel).toEqual([
      expect.objectContaining({
        key: 'travel.local',
        label: 'Local conveyance allowance (team based in Mumbai)',
        basis: "3 travellers × 3 show days × ₹1,500, a typical day's cab to the venue and back; no flight or hotel is needed",
        amount: 13_500,
        gst: 0,
        allowance: true,
      }),
    ]);
  });

  it('keeps a stay allowance only for the nights the hotel does not cover', () => {
    // 5 event days, a 3-night hotel: 2 nights × 1 traveller × 4,500.
    const short = priceQuote({ ...plan, formData: { ...imtexForm, eventDuration: 5 } });
    expect(short.quote.lines.find((line) => line.key === 'stay.allowance')).toMatchObject({
      amount: 9000,
      label: 'Stay allowance for nights the hotel does not cover',
    });
  });
});

describe('priceQuote: services and tax', () => {
  it('leaves out step 1’s furniture and lighting when the design already prices them, and says so', () => {
    const { quote } = priceQuote({ ...plan, formData: { ...imtexForm, furniture: true, lighting: true, internet: true } });
    expect(quote.lines.filter((line) => line.key.startsWith('service.')).map((line) => [line.key, line.amount])).toEqual([['service.internet', 8000]]);
    expect(quote.notes).toHaveLength(2);
  });

  it('leaves out step 1’s furniture and lighting hire when a builder’s price builds the stall', () => {
    const { quote } = priceQuote({
      ...plan,
      formData: { ...imtexForm, furniture: true, lighting: true, internet: true },
      selectedVendors: [{ ...builder, price: 390_000 }],
    });
    expect(quote.lines.filter((line) => line.key.startsWith('service.')).map((line) => [line.key, line.amount])).toEqual([['service.internet', 8000]]);
    expect(quote.notes).toContain("Furniture hire from step 1 is left out: Apex Exhibits' price furnishes and lights the stall it builds.");
  });

  it('prices the space, the stall and the leads on one booth area: the design’s once there is one', () => {
    // Step 1 says 18 m², step 2 designs 42 m²: space 42 × ₹14,000 = 588,000, not 18 × 14,000; walls
    // 42 × 8,500 = 357,000; 84 qualified leads (2 per m²).
    const figures = priceQuote({ ...plan, formData: { ...imtexForm, boothSize: 18 }, stallDesignData: { ...imtexDesign, area: 42 } });
    expect(figures.boothSizeSqm).toBe(42);
    expect(amounts({ ...plan, formData: { ...imtexForm, boothSize: 18 }, stallDesignData: { ...imtexDesign, area: 42 } })).toMatchObject({
      space: 588_000,
      'stall.walls': 357_000,
    });
  });

  it('adds GST only on lines that carry it', () => {
    const { quote } = priceQuote(plan);
    for (const line of quote.lines) {
      expect(line.gstRate).toBe(line.taxClass === 'fares' || line.taxClass === 'hotel' ? 0 : 0.18);
      expect(line.gst).toBe(Math.round(line.amount * line.gstRate));
    }
  });
});
