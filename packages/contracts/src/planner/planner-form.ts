import { z } from 'zod';
import {
  accommodationLevelOptions,
  currencyOptions,
  DISTANCE_KM_MAX,
  eventTypeOptions,
  marketLevelOptions,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  venueTypeOptions,
} from '../enumerations/planner-options.js';
import { boothTypeOptions } from '../enumerations/stall-options.js';
import { flag, optionalChoice, optionalDate, optionalNumber, optionalText, optionalWholeNumber, requiredText } from '../shared/input-fields.js';
import { MAX_BOOTH_AREA } from './stall-design.js';

/**
 * The planner's form (see docs/planner.md#calls). Everything is optional here because the final
 * quote, the PDFs and the admin notification each apply their fallbacks to what is missing;
 * step 1's required fields are `eventDetailsStepSchema`.
 */
export const plannerFormDataSchema = z.object({
  currency: currencyOptions.schema.default('INR'),
  marketLevel: optionalChoice(marketLevelOptions.schema).transform((value) => value ?? 'medium'),
  companyName: optionalText('Company name'),
  contactPerson: optionalText('Contact person'),
  yourName: optionalText('Your name'),
  mobileNumber: optionalText('Mobile number', 30),
  phoneNumber: optionalText('Phone number', 30),
  emailAddress: optionalText('Email address', 254),
  email: optionalText('Email', 254),
  exhibitionName: optionalText('Exhibition name'),
  industry: optionalText('Industry', 100),
  exhibitionStartDate: optionalDate('Exhibition start date'),
  exhibitionEndDate: optionalDate('Exhibition end date'),
  eventStartDate: optionalDate('Event start date'),
  eventEndDate: optionalDate('Event end date'),
  originState: optionalText('Departure state', 10),
  originCity: optionalText('Departure city', 100),
  destinationState: optionalText('Arrival state', 10),
  destinationCity: optionalText('Arrival city', 100),
  arrivalDate: optionalDate('Arrival date'),
  departureDate: optionalDate('Departure date'),
  eventType: optionalChoice(eventTypeOptions.schema),
  eventDuration: optionalWholeNumber('Event duration', 1, 60),
  distance: optionalNumber('Distance', 0, DISTANCE_KM_MAX),
  venueType: optionalChoice(venueTypeOptions.schema),
  boothSize: optionalNumber('Booth size', 0, MAX_BOOTH_AREA),
  customSize: optionalNumber('Custom size', 0, MAX_BOOTH_AREA),
  boothType: optionalChoice(boothTypeOptions.schema),
  teamSize: optionalWholeNumber('Team size', TEAM_SIZE_MIN, TEAM_SIZE_MAX),
  accommodationLevel: optionalChoice(accommodationLevelOptions.schema).transform((value) => value ?? 'standard'),
  furniture: flag,
  avEquipment: flag,
  lighting: flag,
  internet: flag,
  storage: flag,
  security: flag,
});
export type PlannerFormInput = z.input<typeof plannerFormDataSchema>;
export type PlannerFormData = z.output<typeof plannerFormDataSchema>;

/** Step 1's required fields (see docs/planner.md#required-fields), each with the label the missing-fields dialog lists. */
export const eventDetailsStepSchema = z
  .object({
    companyName: requiredText('Company Name'),
    yourName: requiredText('Your Name'),
    mobileNumber: requiredText('Mobile Number', 30),
    emailAddress: requiredText('Email Address', 254).pipe(z.email('Email Address must be a valid e-mail address.')),
    exhibitionName: requiredText('Exhibition Name'),
    industry: requiredText('Industry', 100),
    teamSize: z.coerce
      .number({ error: 'Team Size is required.' })
      .int('Team Size must be a whole number.')
      .min(TEAM_SIZE_MIN, 'Team Size is required.')
      .max(TEAM_SIZE_MAX, `Team Size must be at most ${TEAM_SIZE_MAX}.`),
    exhibitionStartDate: requiredText('Exhibition Start Date', 10),
    exhibitionEndDate: requiredText('Exhibition End Date', 10),
    originState: requiredText('Departure State', 10),
    destinationState: requiredText('Arrival State', 10),
    originCity: requiredText('Departure City', 100),
    destinationCity: requiredText('Arrival City', 100),
  })
  .refine((data) => data.exhibitionEndDate >= data.exhibitionStartDate, {
    path: ['exhibitionEndDate'],
    message: 'Exhibition End Date must be on or after the start date.',
  });

/** Step 2 may move on only with a booth area above 0 (see docs/planner.md#booth-area). */
export const stallDesignStepSchema = z.object({
  area: z.coerce.number({ error: 'Booth Area is required.' }).int().positive('Booth Area is required.'),
});
