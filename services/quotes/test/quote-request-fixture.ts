import { quotePdfRequestSchema, type EventSpaceTariff, type QuotePdfRequestInput } from '@stallplan/contracts';
import { formatInr, planQuoteFigures } from '@stallplan/pricing';

/** A full final-quote request, as the browser sends it; `company` names it uniquely per test. */
export function quoteRequest(company: string, overrides: Partial<QuotePdfRequestInput> = {}): QuotePdfRequestInput {
  return {
    formData: {
      companyName: company,
      yourName: 'Asha Rao',
      emailAddress: 'asha@example.com',
      mobileNumber: '+91 98765 43210',
      exhibitionName: 'India Industrial Expo <2026>',
      industry: 'Manufacturing',
      exhibitionStartDate: '2026-11-23',
      exhibitionEndDate: '2026-11-25',
      arrivalDate: '2026-11-22',
      departureDate: '2026-11-26',
      originState: 'IN-MH',
      originCity: 'Mumbai',
      destinationState: 'IN-DL',
      destinationCity: 'New Delhi',
      eventType: 'industrial',
      venueType: 'exhibition_hall',
      boothSize: 36,
      teamSize: 3,
      eventDuration: 3,
      accommodationLevel: 'business',
      avEquipment: true,
      internet: true,
    },
    costs: { total: 123, constructionCost: 1, travelCost: 1, accommodation: 1, marketing: 1, logistics: 1 },
    selectedFlights: [
      {
        id: 'f1',
        airline: 'IndiGo',
        flightNumber: '6E 2171',
        departureTime: '2026-11-22T07:10:00+05:30',
        arrivalTime: '2026-11-22T09:25:00+05:30',
        departureAirport: 'Mumbai',
        arrivalAirport: 'New Delhi',
        duration: 'PT2H15M',
        stops: 0,
        available: true,
        class: 'economy',
        price: 6400,
      },
    ],
    selectedHotel: {
      id: 'h1',
      name: 'Hotel Pragati',
      location: 'Pragati Maidan',
      distance: '1.2 km',
      rating: 4.3,
      amenities: ['WiFi'],
      available: true,
      pricePerNight: 7000,
      totalPrice: 28_000,
      stars: 4,
      nights: 4,
    },
    selectedLogistics: {
      id: 'l1',
      provider: 'Blue Dart',
      service: 'Exhibition cargo',
      estimatedDelivery: '3 days',
      tracking: true,
      pickupAvailable: true,
      insurance: true,
      specialServices: [],
      price: 22_000,
    },
    selectedVendors: [{ name: 'Delhi Booth Works', category: 'booth', location: 'New Delhi', price: 45_000 }],
    stallDesignData: {
      area: 36,
      areaUnit: 'sqm',
      boothPosition: 'corner',
      wallType: 'octonorm',
      flooring: 'carpeting',
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['led'],
      brandingElements: ['backlit_panels'],
      extras: ['greenery_decor'],
    },
    ...overrides,
  };
}

/**
 * The figures a document must print for a plan, from the function the browser prices with, given
 * the show rates the service looks up (null: the plan names no catalogue show).
 */
export function expectedFigures(input: QuotePdfRequestInput, eventSpaceTariff: EventSpaceTariff | null = null) {
  const request = quotePdfRequestSchema.parse(input);
  const figures = planQuoteFigures(
    { ...request, selectedHotel: request.selectedHotel ?? null, selectedLogistics: request.selectedLogistics ?? null, eventSpaceTariff },
    request.dealRoi ?? null,
  );
  return { ...figures.quote.totals, grandTotalText: formatInr(figures.quote.totals.grandTotal), gstText: formatInr(figures.quote.totals.gst) };
}

/** IMTEX's rates as catalog publishes them (test/catalog-stand-in.ts). */
export const IMTEX_TARIFF: EventSpaceTariff = { eventName: 'IMTEX', rawPerSqm: 14_000, builtUpPerSqm: 16_500 };

/** Rates a browser could send for IMTEX: the quotes service must never price with them. */
export const BROWSER_TARIFF: EventSpaceTariff = { eventName: 'IMTEX', rawPerSqm: 1, builtUpPerSqm: 1 };

/** An exhibitor's own deal numbers, as the ROI tab sends them. */
export const DEAL_NUMBERS = { averageDealValue: 150_000, grossMarginPct: 40, leadToDealPct: 10 };

export const APEX_BUILDER = { id: 'b1', name: 'Apex Exhibits', category: 'booth', location: 'Bangalore', estimatedCost: 413_334 };

/**
 * The worked example of packages/pricing's quote tests: 24 sq m at IMTEX with a designed stall, one
 * traveller from Mumbai on a chosen flight, a chosen hotel and freight. The browser's copy of the
 * show's rates is wrong on purpose: the service looks IMTEX up itself. Figures in IMTEX_PLAN.
 */
export function imtexPlan(company: string, overrides: Partial<QuotePdfRequestInput> = {}): QuotePdfRequestInput {
  return {
    formData: {
      companyName: company,
      yourName: 'Ravi Kumar',
      exhibitionName: 'IMTEX 2027',
      industry: 'Manufacturing',
      boothSize: 24,
      originState: 'IN-MH',
      originCity: 'Mumbai',
      destinationState: 'IN-KA',
      destinationCity: 'Bangalore',
      teamSize: 1,
      eventDuration: 3,
    },
    stallDesignData: {
      area: 24,
      wallType: 'octonorm',
      flooring: 'carpeting',
      ceiling: 'truss_lights',
      printArea: 10,
      brandingElements: ['flex_prints'],
      furnitureItems: ['reception_counter'],
      lightingType: ['led'],
    },
    selectedFlights: [
      {
        id: 'f1',
        airline: 'IndiGo',
        flightNumber: '6E 5123',
        departureTime: '2027-01-23T06:05:00+05:30',
        arrivalTime: '2027-01-23T07:45:00+05:30',
        departureAirport: 'Mumbai',
        arrivalAirport: 'Bangalore',
        duration: 'PT1H40M',
        stops: 0,
        available: true,
        class: 'economy',
        price: 4500,
      },
    ],
    selectedHotel: {
      id: 'h1',
      name: 'Taj Yeshwantpur',
      location: 'Yeshwantpur',
      distance: '9 km',
      rating: 4.5,
      amenities: [],
      available: true,
      pricePerNight: 13_733,
      totalPrice: 41_199,
      stars: 5,
      nights: 3,
    },
    selectedLogistics: {
      id: 'l1',
      provider: 'Gati',
      service: 'Surface express',
      estimatedDelivery: '4 days',
      tracking: true,
      pickupAvailable: true,
      insurance: false,
      specialServices: [],
      price: 12_000,
    },
    eventSpaceTariff: BROWSER_TARIFF,
    ...overrides,
  };
}

/**
 * imtexPlan's figures, by hand (GST 18% on each line that carries it, rounded on the line; none on
 * the fare and the hotel, which are shown with their taxes in them):
 * - Space: 24 sq m × ₹14,000 (IMTEX's published raw-space rate, inline) = 336,000; GST 60,480.
 * - Stall, the design line by line: walls 24 × 8,500 = 204,000 (GST 36,720); flooring 24 × 450 =
 *   10,800 (1,944); ceiling 24 × 2,500 = 60,000 (10,800); print area 10 × 180 = 1,800 (324); flex
 *   prints 10 × 180 = 1,800 (324); furniture rental 2,500 (450); lighting 24 × 600 = 14,400
 *   (2,592); installation 24 × 450 × 3 days = 32,400 (5,832); dismantling 24 × 250 = 6,000 (1,080).
 *   Stall 333,700; GST 60,066.
 * - Travel and stay: the flight 4,500 × 1 traveller; the journey home, not chosen, at the fare there
 *   on the same route, 1 × 4,500; the hotel 1 room × 3 nights × 13,733 = 41,199, covering the 3
 *   nights. 50,199; no GST.
 * - Shipping: freight 12,000; GST 2,160. Services and marketing: marketing 25,000; GST 4,500.
 * - Subtotal 336,000 + 333,700 + 50,199 + 12,000 + 25,000 = 756,899; GST 60,480 + 60,066 + 2,160
 *   + 4,500 = 127,206; grand total 884,105.
 * - ROI, typical for capital goods (Manufacturing): ₹5,00,000 deals at 25% margin, 10% of leads
 *   closing; leads 24 × 2 = 48; cost per lead 756,899 / 48 = 15,768.73 → 15,769; deals 4.8; gross
 *   profit per deal 125,000, expected 4.8 × 125,000 = 600,000; break-even ⌈756,899 / 125,000⌉ =
 *   ⌈6.06⌉ = 7; ROI (600,000 − 756,899) / 756,899 = −20.73%, shown −20.7%.
 * - With DEAL_NUMBERS instead (₹1,50,000 at 40%, 10%): per deal 60,000, expected 4.8 × 60,000 =
 *   288,000; break-even ⌈756,899 / 60,000⌉ = ⌈12.61⌉ = 13; ROI (288,000 − 756,899) / 756,899 =
 *   −61.95%, shown −62.0%.
 * - Shares of 756,899: space 44.39%, stall 44.09%, travel and stay 6.63%, shipping 1.59%, services
 *   and marketing 3.30%. Floors 44 + 44 + 6 + 1 + 3 = 98; the two points left go to the largest
 *   remainders, travel (.63) and shipping (.59): 44 / 44 / 7 / 2 / 3. Stall (44 vs 27) and services
 *   (3 vs 15) are 10 or more points off typical. Three times space: 3 × 336,000 = 1,008,000;
 *   756,899 / 336,000 = 2.25.
 * - Cards: booth 336,000 + 333,700 = 669,700 (88.48%), travel 50,199 (6.63%), shipping, services
 *   and marketing 37,000 (4.89%); floors 88 + 6 + 4 = 98, the points to .89 and .63: 88 / 7 / 5.
 * - APEX_BUILDER has only StallPlan's estimate (413,334), so the design still prices the stall
 *   unless the user picks the estimate: then subtotal 756,899 − 333,700 + 413,334 = 836,533; GST
 *   127,206 − 60,066 + 74,400 (413,334 × 18% = 74,400.12) = 141,540; grand total 978,073. The
 *   estimate is 413,334 − 333,700 = 79,634 more.
 */
export const IMTEX_PLAN = {
  subtotal: 756_899,
  gst: 127_206,
  grandTotal: 884_105,
  categoryTotals: { space: 336_000, stall: 333_700, travelAndStay: 50_199, shipping: 12_000, servicesAndMarketing: 25_000 },
  shareLines: [
    'Space 44% (typical 35%)',
    'Stall design and build 44% (typical 27%)',
    'Travel and stay 7% (typical 14%)',
    'Shipping 2% (typical 9%)',
    'Services and marketing 3% (typical 15%)',
  ],
  hints: [
    'Stall design and build is 44% of this plan; exhibitors typically spend about 27%.',
    'Services and marketing is 3% of this plan; exhibitors typically spend about 15%.',
  ],
  threeTimesSentence: 'A show usually costs about three times its space: ₹7,56,899 here against ₹10,08,000.',
  withBuilder: { subtotal: 836_533, gst: 141_540, grandTotal: 978_073 },
};
