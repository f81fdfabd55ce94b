import { z } from 'zod';
import { DISTANCE_KM_MAX, eventTypeOptions, venueTypeOptions } from '../enumerations/planner-options.js';
import {
  additionalRoomOptions,
  areaUnitOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  wallTypeOptions,
} from '../enumerations/stall-options.js';
import { optionalChoice, optionalDate, optionalNumber, optionalText, requiredText } from '../shared/input-fields.js';
import { MAX_BOOTH_AREA } from './stall-design.js';
import { utcToday } from './utc-calendar-day.js';

/**
 * What an enquiry says in place of a blank value (see docs/planner.md#enquiry). A placeholder
 * mobile number and e-mail are not invented: a made-up number or address would look real to the
 * vendor. The mobile number reads "Not provided" and the e-mail is left out.
 */
export const ENQUIRY_DEFAULTS = {
  companyName: 'Exhibition Participant',
  yourName: 'Prospective Client',
  mobileNumber: 'Not provided',
  exhibitionName: 'Exhibition Event',
  companyIndustry: 'General',
  eventType: 'trade',
  venueType: 'convention_center',
} as const;

/** The text the enquiry dialog shows when the server gives none (see docs/planner.md#enquiry). */
export const ENQUIRY_FAILED_MESSAGE = 'Failed to send enquiry';

/** ₹10 crore: more than any single line of a stall. */
export const ENQUIRY_LINE_COST_MAX = 100_000_000;

function lineCost(what: string) {
  return z
    .number({ error: `${what} cost must be a number.` })
    .int(`${what} cost must be in whole rupees.`)
    .min(0, `${what} cost cannot be negative.`)
    .max(ENQUIRY_LINE_COST_MAX, `${what} cost must be at most ₹${ENQUIRY_LINE_COST_MAX.toLocaleString('en-IN')}.`);
}

/** A list of priced choices, at most one per option. */
function pricedList<T extends z.ZodType>(item: T, optionCount: number, what: string) {
  return z.array(item).max(optionCount, `${what}: at most ${optionCount} choices.`).optional();
}

function textWithDefault(what: string, fallback: string, max = 200) {
  return optionalText(what, max).transform((value) => value ?? fallback);
}

function dateOrToday(what: string) {
  return optionalDate(what).transform((value) => value ?? utcToday());
}

/**
 * POST /api/enquiry/send: the booth requirements sent to one vendor. Blank details take
 * `ENQUIRY_DEFAULTS` and dates default to today (UTC). The exhibition name falls back to the
 * event type's label, then "Exhibition Event". The vendor's name and a valid e-mail are required:
 * without a recipient the enquiry cannot be delivered. `emailAddress` is optional, and checked
 * when given, since the vendor replies to it.
 */
export const enquiryPayloadSchema = z
  .object({
    companyName: textWithDefault('Company name', ENQUIRY_DEFAULTS.companyName),
    yourName: textWithDefault('Your name', ENQUIRY_DEFAULTS.yourName),
    mobileNumber: textWithDefault('Mobile number', ENQUIRY_DEFAULTS.mobileNumber, 30),
    emailAddress: optionalText('Email address', 254).pipe(z.email('Email address must be a valid e-mail address.').optional()),
    exhibitionName: optionalText('Exhibition name'),
    companyIndustry: textWithDefault('Industry', ENQUIRY_DEFAULTS.companyIndustry, 100),
    departureState: optionalText('Departure state', 100),
    arrivalState: optionalText('Arrival state', 100),
    departureCity: optionalText('Departure city', 100),
    arrivalCity: optionalText('Arrival city', 100),
    eventType: optionalChoice(eventTypeOptions.schema),
    venueType: optionalChoice(venueTypeOptions.schema).transform((value) => value ?? ENQUIRY_DEFAULTS.venueType),
    distance: optionalNumber('Distance', 0, DISTANCE_KM_MAX),
    exhibitionStartDate: dateOrToday('Exhibition start date'),
    exhibitionEndDate: dateOrToday('Exhibition end date'),
    yourArrivalDate: dateOrToday('Arrival date'),
    yourDepartureDate: dateOrToday('Departure date'),
    boothArea: optionalNumber('Booth area', 0, MAX_BOOTH_AREA * 11),
    boothUnit: optionalChoice(areaUnitOptions.schema).transform((value) => value ?? 'sqm'),
    position: optionalChoice(boothPositionOptions.schema).transform((value) => value ?? 'inline'),
    boothType: optionalChoice(boothTypeOptions.schema),
    vendorName: requiredText('Vendor name', 200),
    vendorEmail: requiredText('Vendor e-mail', 254).pipe(z.email('Vendor e-mail must be a valid e-mail address.')),
    /**
     * The recommended vendor's id, so notify can check that the address belongs to a listed
     * vendor rather than relaying mail to any address it is given.
     */
    vendorId: z
      .string({ error: 'Vendor id must be text.' })
      .max(100, 'Vendor id is too long.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Vendor id may contain only letters, digits, - and _.')
      .optional(),

    // The stall design, each priced choice with its cost in whole rupees.
    wallType: z.object({ type: wallTypeOptions.schema, cost: lineCost('Wall type') }).optional(),
    flooring: pricedList(z.object({ type: flooringOptions.schema, cost: lineCost('Flooring') }), flooringOptions.values.length, 'Flooring'),
    ceilingType: optionalChoice(ceilingOptions.schema),
    additionalRooms: z
      .array(additionalRoomOptions.schema)
      .max(additionalRoomOptions.values.length, `Additional rooms: at most ${additionalRoomOptions.values.length} choices.`)
      .optional(),
    /** sq m */
    printArea: optionalNumber('Print area', 0, MAX_BOOTH_AREA * 11),
    brandingElements: pricedList(
      z.object({ type: brandingElementOptions.schema, cost: lineCost('Branding element') }),
      brandingElementOptions.values.length,
      'Branding elements',
    ),
    furnitureType: optionalChoice(furnitureTypeOptions.schema),
    furnitureItems: pricedList(
      z.object({ name: furnitureItemOptions.schema, cost: lineCost('Furniture item') }),
      furnitureItemOptions.values.length,
      'Furniture items',
    ),
    lightingOptions: pricedList(z.object({ type: lightingOptions.schema, cost: lineCost('Lighting') }), lightingOptions.values.length, 'Lighting'),
    /** kW */
    powerRequirement: optionalNumber('Power requirement', 0, 10_000),
    powerType: optionalChoice(powerTypeOptions.schema),
    premiumExtras: pricedList(z.object({ name: stallExtraOptions.schema, cost: lineCost('Premium extra') }), stallExtraOptions.values.length, 'Premium extras'),
  })
  .transform(({ eventType, exhibitionName, ...enquiry }) => ({
    ...enquiry,
    exhibitionName: exhibitionName ?? (eventType === undefined ? ENQUIRY_DEFAULTS.exhibitionName : eventTypeOptions.label(eventType)),
    eventType: eventType ?? ENQUIRY_DEFAULTS.eventType,
  }));
export type EnquiryPayloadInput = z.input<typeof enquiryPayloadSchema>;
export type EnquiryPayload = z.output<typeof enquiryPayloadSchema>;

/** Failures answer 400 (bad payload) or 502 (the mail server refused it) with `{success:false, error}`. */
export const enquiryResponseSchema = z.object({ success: z.literal(true) });
export type EnquiryResponse = z.infer<typeof enquiryResponseSchema>;
