import { formNotificationRequestSchema } from '@stallplan/contracts';
import { calculateQuoteCosts, formatInr } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { composeFormNotificationMail } from './compose-form-notification-mail.js';

const request = formNotificationRequestSchema.parse({
  formData: { companyName: 'Acme Robotics', yourName: 'Asha Rao', emailAddress: 'asha@acme.example', teamSize: 3, boothSize: 24 },
  selectedFlights: [
    { id: '6E101', airline: 'IndiGo', flightNumber: '6E 101', departureTime: '2027-01-20T06:00:00+05:30', arrivalTime: '2027-01-20T07:45:00+05:30', departureAirport: 'Mumbai (BOM)', arrivalAirport: 'Bangalore (BLR)', duration: 'PT1H45M', stops: 0, available: true, class: 'economy', price: 5400 },
  ],
  selectedLogistics: { id: 'lg1', provider: 'Blue Dart', service: 'Surface Express', estimatedDelivery: '3-4 days', tracking: true, pickupAvailable: true, insurance: true, specialServices: [], price: 23_500 },
  selectedVendors: [{ name: 'Skyline Exhibits', category: 'booth', price: 150_000 }],
  stallDesignData: { area: 24, wallType: 'octonorm', furnitureItems: ['chairs_set', 'meeting_table'], extras: ['greenery_decor'] },
});

describe('composeFormNotificationMail', () => {
  it('mails the same grand total the final quote shows, stall design, freight and vendors included', () => {
    const { grandTotal, mail } = composeFormNotificationMail(request, { address: 'admin@stallplan.example' });
    const expected = calculateQuoteCosts({
      formData: request.formData,
      stallDesignData: request.stallDesignData,
      selectedFlights: request.selectedFlights,
      selectedLogistics: request.selectedLogistics ?? null,
      selectedVendors: request.selectedVendors,
    });
    expect(grandTotal).toBe(expected.grandTotal);
    // Freight replaced the ₹15,000 fallback and the vendor's price is in.
    expect(expected.logistics).toBe(23_500);
    expect(mail.text).toContain(formatInr(expected.grandTotal));
  });
});
