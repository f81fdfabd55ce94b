import { stallDesignDataSchema, utcToday, type StallDesignInput } from '@stallplan/contracts';
import { calculateStallCost } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { newPlan, type EventDetails } from '../../../current-plan/plan-state.js';
import { enquiryPayloadOf, type EnquiryRecipient } from './enquiry-payload.js';

const vendor: EnquiryRecipient = { id: '65f0c0ffee0000000000abcd', name: 'Garden City Stall Crafts', email: 'hello@gardencity.example.com' };

function planWith(details: Partial<EventDetails> = {}, design: StallDesignInput = {}) {
  const plan = newPlan();
  return { eventDetails: { ...plan.eventDetails, ...details }, stallDesign: stallDesignDataSchema.parse(design) };
}

const filledDetails: Partial<EventDetails> = {
  companyName: 'Shakti Pumps Pvt Ltd',
  yourName: 'Priya Raman',
  mobileNumber: '+91 98450 12345',
  emailAddress: 'priya.raman@example.com',
  exhibitionName: 'IMTEX Forming',
  industry: 'Engineering & Machinery',
  eventType: 'industrial',
  venueType: 'exhibition_hall',
  boothSize: 18,
  boothType: 'shell_scheme',
  originState: 'IN-MH',
  originCity: 'Mumbai',
  destinationState: 'IN-KA',
  destinationCity: 'Bangalore',
  distance: 1056,
  exhibitionStartDate: '2027-01-14',
  exhibitionEndDate: '2027-01-16',
  arrivalDate: '2027-01-13',
  departureDate: '2027-01-17',
};

describe('enquiryPayloadOf', () => {
  it("sends the plan's details, with state names and the vendor", () => {
    const payload = enquiryPayloadOf(planWith(filledDetails, { area: 18, boothPosition: 'corner' }), vendor);
    expect(payload).toMatchObject({
      companyName: 'Shakti Pumps Pvt Ltd',
      yourName: 'Priya Raman',
      mobileNumber: '+91 98450 12345',
      emailAddress: 'priya.raman@example.com',
      exhibitionName: 'IMTEX Forming',
      companyIndustry: 'Engineering & Machinery',
      departureState: 'Maharashtra',
      arrivalState: 'Karnataka',
      departureCity: 'Mumbai',
      arrivalCity: 'Bangalore',
      eventType: 'industrial',
      venueType: 'exhibition_hall',
      distance: 1056,
      exhibitionStartDate: '2027-01-14',
      exhibitionEndDate: '2027-01-16',
      yourArrivalDate: '2027-01-13',
      yourDepartureDate: '2027-01-17',
      boothArea: 18,
      boothUnit: 'sqm',
      position: 'corner',
      boothType: 'shell_scheme',
      vendorName: 'Garden City Stall Crafts',
      vendorEmail: 'hello@gardencity.example.com',
      vendorId: '65f0c0ffee0000000000abcd',
    });
  });

  it("applies the enquiry's defaults to a blank plan", () => {
    const payload = enquiryPayloadOf(planWith({ eventType: '', venueType: '' }), vendor);
    const today = utcToday();
    expect(payload).toMatchObject({
      companyName: 'Exhibition Participant',
      yourName: 'Prospective Client',
      mobileNumber: 'Not provided',
      exhibitionName: 'Exhibition Event',
      companyIndustry: 'General',
      eventType: 'trade',
      venueType: 'convention_center',
      exhibitionStartDate: today,
      exhibitionEndDate: today,
      yourArrivalDate: today,
      yourDepartureDate: today,
      boothUnit: 'sqm',
      position: 'inline',
    });
    expect(payload.emailAddress).toBeUndefined();
    expect(payload.boothArea).toBeUndefined();
    expect(payload.wallType).toBeUndefined();
    expect(payload.flooring).toBeUndefined();
  });

  it('names the exhibition after the event type when the name is blank', () => {
    expect(enquiryPayloadOf(planWith({ eventType: 'medical' }), vendor).exhibitionName).toBe('Medical Conference');
  });

  it('prices each stall choice as the live cost does', () => {
    const design: StallDesignInput = {
      area: 20,
      boothPosition: 'island',
      wallType: 'laminated_plywood',
      flooring: 'marble',
      ceiling: 'truss_lights',
      additionalRooms: ['Meeting Room'],
      printArea: 12,
      brandingElements: ['vinyl_graphics', '3d_logos'],
      furnitureType: 'custom_build',
      furnitureItems: ['reception_counter', 'chairs_set'],
      lightingType: ['led', 'designer'],
      powerRequirement: 8,
      powerType: '3_phase',
      extras: ['greenery_decor'],
    };
    const parsed = stallDesignDataSchema.parse(design);
    const cost = calculateStallCost(parsed);
    const payload = enquiryPayloadOf(planWith(filledDetails, design), vendor);

    expect(payload.boothArea).toBe(20);
    expect(payload.position).toBe('island');
    expect(payload.wallType).toEqual({ type: 'laminated_plywood', cost: cost.structuralCosts.wallCost });
    expect(payload.wallType?.cost).toBe(300000);
    expect(payload.flooring).toEqual([{ type: 'marble', cost: cost.structuralCosts.flooringCost }]);
    expect(payload.ceilingType).toBe('truss_lights');
    expect(payload.additionalRooms).toEqual(['Meeting Room']);
    expect(payload.printArea).toBe(12);
    expect(payload.brandingElements).toEqual([
      { type: 'vinyl_graphics', cost: 3000 },
      { type: '3d_logos', cost: 8500 },
    ]);
    expect(payload.brandingElements?.reduce((sum, line) => sum + line.cost, 0)).toBe(cost.brandingCosts.brandingElementsCost);
    expect(payload.furnitureType).toBe('custom_build');
    expect(payload.furnitureItems).toEqual([
      { name: 'reception_counter', cost: 15000 },
      { name: 'chairs_set', cost: 2500 },
    ]);
    expect(payload.furnitureItems?.reduce((sum, line) => sum + line.cost, 0)).toBe(cost.furnitureCosts.customBuildCost);
    expect(payload.lightingOptions).toEqual([
      { type: 'led', cost: 12000 },
      { type: 'designer', cost: 24000 },
    ]);
    expect(payload.lightingOptions?.reduce((sum, line) => sum + line.cost, 0)).toBe(cost.technicalCosts.lightingCost);
    expect(payload.powerRequirement).toBe(8);
    expect(payload.powerType).toBe('3_phase');
    expect(payload.premiumExtras).toEqual([{ name: 'greenery_decor', cost: 5000 }]);
  });

  it('keeps an area given in square feet in its unit', () => {
    const payload = enquiryPayloadOf(planWith({}, { area: 200, areaUnit: 'sqft', lightingType: ['basic'] }), vendor);
    expect(payload).toMatchObject({ boothArea: 200, boothUnit: 'sqft' });
    expect(payload.lightingOptions).toEqual([{ type: 'basic', cost: Math.round(300 * 200 * 0.092903) }]);
  });

  it('leaves out a detail the schema refuses instead of failing the enquiry', () => {
    const payload = enquiryPayloadOf(planWith({ ...filledDetails, emailAddress: 'priya@', distance: 999_999 }), vendor);
    expect(payload.emailAddress).toBeUndefined();
    expect(payload.distance).toBeUndefined();
    expect(payload.companyName).toBe('Shakti Pumps Pvt Ltd');
  });

  it('fails without a usable recipient', () => {
    expect(() => enquiryPayloadOf(planWith(), { ...vendor, email: 'not-an-address' })).toThrow(/Vendor e-mail/);
    expect(() => enquiryPayloadOf(planWith(), { ...vendor, name: ' ' })).toThrow(/Vendor name/);
  });
});
