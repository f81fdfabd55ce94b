import { quotePdfRequestSchema, type QuotePdfRequestInput } from '@stallplan/contracts';
import { calculateQuoteCosts, formatInr } from '@stallplan/pricing';

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
        departureTime: '07:10',
        arrivalTime: '09:25',
        departureAirport: 'BOM',
        arrivalAirport: 'DEL',
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
 * The figures the PDF must headline, computed the way the service must compute them: the grand
 * total and GST with space, and the spec's total (without space), which the browser sends.
 */
export function expectedGrandTotal(input: QuotePdfRequestInput): { grandTotal: string; gst: string; total: number; grandTotalWithSpace: number } {
  const request = quotePdfRequestSchema.parse(input);
  const costs = calculateQuoteCosts(request);
  return { grandTotal: formatInr(costs.grandTotalWithSpace), gst: formatInr(costs.gstWithSpace), total: costs.total, grandTotalWithSpace: costs.grandTotalWithSpace };
}

/** IMTEX's published space rates, as the browser sends them from the events catalogue. */
export const IMTEX_TARIFF = { eventName: 'IMTEX 2027', rawPerSqm: 12_000, builtUpPerSqm: 14_000 };

/** An exhibitor's own deal numbers, as the ROI guide tab sends them. */
export const DEAL_NUMBERS = { averageDealValue: 150_000, grossMarginPct: 40, leadToDealPct: 10 };

/**
 * An otherwise empty plan with an 18 sq m design at a show with a published tariff, small enough to
 * work out by hand:
 * - spec total 283,000: construction 18 × 6,500 = 117,000, travel 72,000, accommodation 54,000,
 *   marketing 25,000, freight allowance 15,000 (the form's fallbacks);
 * - space rental 18 × 12,000 = 216,000 (raw space, inline, no premium); total with space 499,000;
 *   GST 18% of that 89,820; grand total with space 588,820.
 */
export function spaceTariffPlan(company: string): QuotePdfRequestInput {
  return { formData: { companyName: company }, stallDesignData: { area: 18 }, eventSpaceTariff: IMTEX_TARIFF };
}

/**
 * The figures spaceTariffPlan must print, by hand.
 * Budget shares of 499,000: space 216,000 = 43.29%, stall 117,000 = 23.45%, travel and stay
 * 72,000 + 54,000 = 126,000 = 25.25%, shipping 15,000 = 3.01%, services and marketing 25,000 =
 * 5.01%. Floors 43 + 23 + 25 + 3 + 5 = 99; the point left goes to the largest remainder (stall, .45):
 * 43 / 24 / 25 / 3 / 5. Travel (25 vs 14) and services (5 vs 15) are 10 or more points off.
 * Three times space: 3 × 216,000 = 648,000.
 * Deal view with DEAL_NUMBERS: leads 18 × 2 = 36; deals 36 × 10% = 3.6; gross profit per deal
 * 150,000 × 40% = 60,000; expected gross profit 3.6 × 60,000 = 216,000; cost per lead
 * 499,000 / 36 = 13,861.1 → 13,861; break-even ⌈499,000 / 60,000⌉ = ⌈8.32⌉ = 9;
 * ROI (216,000 − 499,000) / 499,000 = −56.7%.
 */
export const SPACE_TARIFF_PLAN_FIGURES = {
  spaceRental: '₹2,16,000',
  total: '₹2,83,000',
  totalWithSpace: '₹4,99,000',
  gstWithSpace: '₹89,820',
  grandTotalWithSpace: '₹5,88,820',
  shareLines: [
    'Space 43% (typical 35%)',
    'Stall design and build 24% (typical 27%)',
    'Travel and stay 25% (typical 14%)',
    'Shipping 3% (typical 9%)',
    'Services and marketing 5% (typical 15%)',
  ],
  hint: 'Travel and stay is 25% of this plan; exhibitors typically spend about 14%.',
  threeTimesSentence: 'A show usually costs about three times its space: ₹4,99,000 here against ₹6,48,000.',
  dealsToBreakEven: 'Deals needed to break even: 9',
};
