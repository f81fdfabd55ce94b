import { formNotificationRequestSchema, type EventSpaceTariff, type FormNotificationRequest, type PricedPlanAnswer } from '@stallplan/contracts';
import { formatInr, priceQuote } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { composeFormNotificationMail } from './compose-form-notification-mail.js';

const ADMIN = { address: 'admin@stallplan.example' };

/** The plan as the quotes service answers notify: priced with the show's rates quotes looked up (`tariff`). */
function pricedBy(plan: FormNotificationRequest, tariff: EventSpaceTariff | null = null): PricedPlanAnswer {
  const { quote, space } = priceQuote({
    formData: plan.formData,
    stallDesignData: plan.stallDesignData,
    selectedFlights: plan.selectedFlights,
    selectedHotel: plan.selectedHotel ?? null,
    selectedLogistics: plan.selectedLogistics ?? null,
    selectedVendors: plan.selectedVendors,
    eventSpaceTariff: tariff,
    stallPricing: plan.stallPricing ?? null,
  });
  return { quote, spaceNote: space.tariff.note, showName: space.eventName ?? null };
}

const request = formNotificationRequestSchema.parse({
  formData: { companyName: 'Acme Robotics', yourName: 'Asha Rao', emailAddress: 'asha@acme.example', teamSize: 3, boothSize: 24 },
  selectedFlights: [
    {
      id: '6E101',
      airline: 'IndiGo',
      flightNumber: '6E 101',
      departureTime: '2027-01-20T06:00:00+05:30',
      arrivalTime: '2027-01-20T07:45:00+05:30',
      departureAirport: 'Mumbai (BOM)',
      arrivalAirport: 'Bangalore (BLR)',
      duration: 'PT1H45M',
      stops: 0,
      available: true,
      class: 'economy',
      price: 5400,
    },
  ],
  selectedLogistics: {
    id: 'lg1',
    provider: 'Blue Dart',
    service: 'Surface Express',
    estimatedDelivery: '3-4 days',
    tracking: true,
    pickupAvailable: true,
    insurance: true,
    specialServices: [],
    price: 23_500,
  },
  selectedVendors: [{ name: 'Skyline Exhibits', category: 'booth', price: 150_000 }],
  stallDesignData: { area: 24, wallType: 'octonorm', furnitureItems: ['chairs_set', 'meeting_table'], extras: ['greenery_decor'] },
});

describe('composeFormNotificationMail', () => {
  it('mails the grand total quotes priced, stall design, freight, vendors and space included', () => {
    const priced = pricedBy(request);
    const { grandTotal, mail } = composeFormNotificationMail(request, priced, ADMIN);
    const { quote } = priced;
    expect(grandTotal).toBe(quote.totals.grandTotal);
    // Freight replaced the ₹15,000 allowance and the builder's price replaced the design estimate.
    expect(quote.categoryTotals.shipping).toBe(23_500);
    expect(quote.categoryTotals.stall).toBe(150_000);
    expect(mail.text).toContain('Stall design and build by Skyline Exhibits: ₹1,50,000\n');
    expect(mail.text).toContain(`Grand total: ${formatInr(quote.totals.grandTotal)}`);
  });

  it("prints the show's published tariff quotes priced the space with, and headlines the total with it", () => {
    // An otherwise empty plan with an undesigned 18 sq m stall: space 18 × 12,000 = 216,000 (raw
    // space, inline), typical build 18 × 6,500 = 117,000, travel allowance 4 × 2 × 9,000 = 72,000,
    // stay 3 × 4 × 4,500 = 54,000, freight 15,000, marketing 25,000: 499,000 before GST. GST 18% on
    // space, stall, freight and marketing (373,000) is 67,140; none on the fares and stay allowances.
    const withTariff = formNotificationRequestSchema.parse({
      formData: { companyName: 'Tariff Traders' },
      stallDesignData: { area: 18 },
    });
    const tariff = { eventName: 'IMTEX 2027', rawPerSqm: 12_000, builtUpPerSqm: 14_000 };
    const { grandTotal, mail } = composeFormNotificationMail(withTariff, pricedBy(withTariff, tariff), ADMIN);
    expect(grandTotal).toBe(566_140);
    expect(mail.subject).toBe('New plan from Tariff Traders: ₹5,66,140');
    expect(mail.text).toContain('Typical stall build (not designed yet): ₹1,17,000\n');
    expect(mail.text).toContain("Space rental (organiser's published rate): ₹2,16,000\n");
    expect(mail.text).toContain("Space tariff: The event's published rate for raw space: ₹12,000 per m². Show: IMTEX 2027.\n");
    expect(mail.text).toContain('Total before GST: ₹4,99,000\n');
    expect(mail.text).toContain('GST: ₹67,140\n');
    expect(mail.text).toContain('Grand total: ₹5,66,140\n');
    expect(mail.html).toContain('Space rental (organiser&#39;s published rate)');
  });

  it("says the space is StallPlan's typical rate when quotes found no published tariff", () => {
    // New Delhi is a metro: raw space typically ₹10,000 per sq m; 18 × 10,000 = 180,000.
    const noTariff = formNotificationRequestSchema.parse({
      formData: { companyName: 'Metro Makers', destinationCity: 'New Delhi' },
      stallDesignData: { area: 18 },
    });
    const { mail } = composeFormNotificationMail(noTariff, pricedBy(noTariff), ADMIN);
    expect(mail.text).toContain('Space rental (StallPlan typical rate): ₹1,80,000\n');
    expect(mail.text).toContain("An estimate, not the organiser's price.");
  });

  it("prints quotes' figures, never the browser's costs nor its copy of the show's rates", () => {
    const claimed = formNotificationRequestSchema.parse({
      formData: { companyName: 'Claim Co' },
      costs: { total: 1 },
      stallDesignData: { area: 18 },
      eventSpaceTariff: { eventName: 'IMTEX 2027', rawPerSqm: 1, builtUpPerSqm: 1 },
    });
    const priced = pricedBy(claimed);
    const { grandTotal, mail } = composeFormNotificationMail(claimed, priced, ADMIN);
    expect(grandTotal).toBe(priced.quote.totals.grandTotal);
    expect(mail.text).toContain(`Grand total: ${formatInr(priced.quote.totals.grandTotal)}\n`);
    expect(mail.text).not.toContain('₹18\n');
    expect(mail.text).toContain('Space rental (StallPlan typical rate)');
  });
});
