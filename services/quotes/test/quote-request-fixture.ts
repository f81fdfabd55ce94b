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

/** The grand total the PDF must print, computed the way the service must compute it. */
export function expectedGrandTotal(input: QuotePdfRequestInput): { grandTotal: string; total: number; gst: string } {
  const request = quotePdfRequestSchema.parse(input);
  const costs = calculateQuoteCosts(request);
  return { grandTotal: formatInr(costs.grandTotal), total: costs.total, gst: formatInr(costs.gst) };
}
