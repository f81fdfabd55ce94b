import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_DEFAULTS, enquiryPayloadSchema, enquiryResponseSchema } from './enquiry.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

const TODAY = '2026-11-23';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:45:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

const vendor = { vendorName: 'Skyline Exhibits', vendorEmail: 'hello@skyline.example' };

const fullEnquiry = {
  companyName: 'Zenith Pumps Pvt Ltd',
  yourName: 'Asha Rao',
  mobileNumber: '+91 98450 11111',
  emailAddress: 'asha@zenithpumps.example',
  exhibitionName: 'IMTEX 2027',
  companyIndustry: 'Engineering & Machinery',
  departureState: 'IN-KA',
  arrivalState: 'IN-DL',
  departureCity: 'Bangalore',
  arrivalCity: 'New Delhi',
  eventType: 'industrial',
  venueType: 'exhibition_hall',
  distance: 1740,
  exhibitionStartDate: '2027-01-20',
  exhibitionEndDate: '2027-01-24',
  yourArrivalDate: '2027-01-19',
  yourDepartureDate: '2027-01-25',
  boothArea: 36,
  boothUnit: 'sqm',
  position: 'corner',
  boothType: 'raw_space',
  ...vendor,
  vendorId: 'v-skyline',
  wallType: { type: 'octonorm', cost: 336600 },
  flooring: [{ type: 'carpeting', cost: 16200 }],
  ceilingType: 'truss_lights',
  additionalRooms: ['Storage Room', 'Meeting Room'],
  printArea: 20,
  brandingElements: [
    { type: 'flex_prints', cost: 3600 },
    { type: '3d_logos', cost: 8500 },
  ],
  furnitureType: 'rental',
  furnitureItems: [{ name: 'reception_counter', cost: 2500 }],
  lightingOptions: [{ type: 'led', cost: 5000 }],
  powerRequirement: 6,
  powerType: '3_phase',
  premiumExtras: [{ name: 'greenery_decor', cost: 5000 }],
};

describe('enquiryPayloadSchema', () => {
  it('accepts the payload as sent', () => {
    expect(enquiryPayloadSchema.parse(fullEnquiry)).toEqual(fullEnquiry);
  });

  it('fills every blank with its default', () => {
    const blanks = {
      companyName: ' ',
      yourName: '',
      mobileNumber: '',
      emailAddress: '',
      exhibitionName: '',
      companyIndustry: '',
      eventType: '',
      venueType: '',
      exhibitionStartDate: '',
      exhibitionEndDate: null,
    };
    const enquiry = enquiryPayloadSchema.parse({ ...blanks, ...vendor });
    expect(enquiry).toEqual({
      companyName: 'Exhibition Participant',
      yourName: 'Prospective Client',
      mobileNumber: 'Not provided',
      exhibitionName: 'Exhibition Event',
      companyIndustry: 'General',
      eventType: 'trade',
      venueType: 'convention_center',
      exhibitionStartDate: TODAY,
      exhibitionEndDate: TODAY,
      yourArrivalDate: TODAY,
      yourDepartureDate: TODAY,
      boothUnit: 'sqm',
      position: 'inline',
      ...vendor,
    });
    // No placeholder address is made up: the vendor would take it for a real one.
    expect(enquiry.emailAddress).toBeUndefined();
    expect(ENQUIRY_DEFAULTS).toMatchObject({ eventType: 'trade', venueType: 'convention_center' });
  });

  it("names a nameless exhibition after the event type's label", () => {
    expect(enquiryPayloadSchema.parse({ ...vendor, eventType: 'tech' })).toMatchObject({ exhibitionName: 'Technology Expo', eventType: 'tech' });
    expect(enquiryPayloadSchema.parse({ ...vendor, eventType: 'tech', exhibitionName: 'Convergence India' }).exhibitionName).toBe('Convergence India');
  });

  it('cannot be sent without a vendor to deliver it to', () => {
    expect(messages(enquiryPayloadSchema.safeParse({}))).toEqual(['Vendor name is required.', 'Vendor e-mail is required.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, vendorEmail: 'skyline' }))).toEqual(['Vendor e-mail must be a valid e-mail address.']);
  });

  it('refuses wrong values with readable messages', () => {
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, emailAddress: 'asha@' }))).toEqual(['Email address must be a valid e-mail address.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, eventType: 'party' }))[0]).toMatch(/^Event type must be one of: trade, consumer/);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, distance: 9000 }))).toEqual(['Distance must be at most 5,000.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, companyName: 'x'.repeat(201) }))).toEqual(['Company name must be at most 200 characters.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, vendorId: '{"$ne":1}' }))).toEqual(['Vendor id may contain only letters, digits, - and _.']);
  });

  it('prices each choice in whole rupees', () => {
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, wallType: { type: 'mdf', cost: 1200.5 } }))).toEqual([
      'Wall type cost must be in whole rupees.',
    ]);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, flooring: [{ type: 'marble', cost: -1 }] }))).toEqual(['Flooring cost cannot be negative.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, furnitureItems: [{ name: 'sofa', cost: 100 }] }))[0]).toMatch(
      /^Furniture item must be one of:/,
    );
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, lightingOptions: [{ type: 'led', cost: '5000' }] }))).toEqual([
      'Lighting cost must be a number.',
    ]);
  });

  it('bounds every list to one entry per option', () => {
    const tooMany = Array(7).fill({ type: 'carpeting', cost: 1 });
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, flooring: tooMany }))).toEqual(['Flooring: at most 6 choices.']);
    expect(messages(enquiryPayloadSchema.safeParse({ ...vendor, additionalRooms: Array(5).fill('Pantry') }))).toEqual(['Additional rooms: at most 4 choices.']);
  });
});

describe('enquiryResponseSchema', () => {
  it('is {success: true}', () => {
    expect(enquiryResponseSchema.parse({ success: true })).toEqual({ success: true });
    expect(enquiryResponseSchema.safeParse({ success: false, error: 'Failed to send enquiry' }).success).toBe(false);
  });
});
