import { z } from 'zod';
import { costsSchema } from './costs.js';
import { plannerFormDataSchema, type PlannerFormData, type PlannerFormInput } from './planner-form.js';
import { stallPricingSchema } from './priced-quote.js';
import { dealRoiInputsSchema, eventSpaceTariffSchema } from './space-and-roi-inputs.js';
import { stallDesignDataSchema } from './stall-design.js';
import { flightSchema, hotelSchema, logisticsOptionSchema, selectedVendorSchema } from './travel-options.js';

export const MAX_SELECTED_FLIGHTS = 10;
export const MAX_SELECTED_VENDORS = 20;

/** The planner's form, with a sentence when it is missing or not an object. */
const formDataPart = z
  .custom<PlannerFormInput>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: (issue) => (issue.input === undefined ? 'Form data is required.' : 'Form data must be an object.'),
  })
  .pipe(plannerFormDataSchema);

/** The browser's figures, any of them missing: the quotes service recomputes the quote itself. */
const browserCostsPart = costsSchema.partial().optional();

export const selectedFlightsPart = z.array(flightSchema).max(MAX_SELECTED_FLIGHTS, `At most ${MAX_SELECTED_FLIGHTS} flights can be selected.`).default([]);
export const selectedHotelPart = hotelSchema.nullable().optional();

/** A missing design is an empty one: the quote then uses its fallbacks (see docs/quote-model.md#fallbacks). */
const stallDesignPart = stallDesignDataSchema.prefault({});

/** One builder builds the stall, so a plan carries at most one vendor of the booth category. */
export const selectedVendorsPart = z
  .array(selectedVendorSchema)
  .max(MAX_SELECTED_VENDORS, `At most ${MAX_SELECTED_VENDORS} vendors can be selected.`)
  .refine((vendors) => vendors.filter((vendor) => vendor.category.trim().toLowerCase() === 'booth').length <= 1, {
    error: 'Only one booth builder can build the stall: keep one booth vendor in selectedVendors.',
  })
  .default([]);
/** With a booth builder in the plan, whose price the stall is: the builder's (default) or the design estimate's. */
const stallPricingPart = stallPricingSchema.nullable().optional();
/** The exhibitor's own ROI figures; absent, the step 1 industry's defaults. */
const dealRoiPart = dealRoiInputsSchema.nullable().optional();
export const selectedLogisticsPart = logisticsOptionSchema.nullable().optional();
/**
 * The named show's published space rates as the browser found them. The quotes service ignores
 * them and looks the show up in the catalogue itself; notify's admin mail uses them for its headline.
 */
const eventSpaceTariffPart = eventSpaceTariffSchema.nullable().optional();

// ---- Admin notification ----

/** What the admin notification says for a contact detail nobody gave (see docs/planner.md#admin-notification). */
export const NOTIFICATION_FALLBACKS = {
  companyName: 'Company Name Not Provided',
  contactPerson: 'Contact Person Not Provided',
  email: 'Email Not Provided',
  phone: 'Phone Not Provided',
} as const;

/**
 * POST /api/send-form-notification, sent once when the final quote first shows a total above 0.
 * `planId` is a random id the browser makes once per plan: notify sends one notification per id
 * and answers a repeat with `duplicate: true`, so a reload does not mail the admin again.
 */
export const formNotificationRequestSchema = z.object({
  formData: formDataPart,
  costs: browserCostsPart,
  selectedFlights: selectedFlightsPart,
  selectedHotel: selectedHotelPart,
  // The rest of the plan, so the admin's mail shows the same total as the screen.
  selectedLogistics: selectedLogisticsPart,
  selectedVendors: selectedVendorsPart,
  stallDesignData: stallDesignPart,
  eventSpaceTariff: eventSpaceTariffPart,
  stallPricing: stallPricingPart,
  planId: z
    .string({ error: 'Plan id must be text.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Plan id must be 8 to 64 letters, digits, - or _.')
    .optional(),
});
export type FormNotificationRequestInput = z.input<typeof formNotificationRequestSchema>;
export type FormNotificationRequest = z.output<typeof formNotificationRequestSchema>;

export const formNotificationResponseSchema = z.object({
  success: z.literal(true),
  duplicate: z.boolean().optional(),
});
export type FormNotificationResponse = z.infer<typeof formNotificationResponseSchema>;

/** The contact details the admin notification shows. */
export interface NotificationContact {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
}

/** What the final quote's own inputs hold, when the visitor typed there (the notification prefers them). */
export type NotificationContactOverrides = Partial<Record<keyof NotificationContact, string | null>>;

type ContactFields = Partial<Record<'companyName' | 'contactPerson' | 'yourName' | 'emailAddress' | 'email' | 'mobileNumber' | 'phoneNumber', string | null>>;

function firstGiven(...values: Array<string | null | undefined>): string | undefined {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/**
 * The notification's contact details: the on-page input first, then the form (the contact person
 * is `contactPerson`, else `yourName`; the e-mail `emailAddress`, else `email`; the phone
 * `mobileNumber`, else `phoneNumber`), then the "Not Provided" text. Blanks count as missing.
 */
export function notificationContact(formData: ContactFields | PlannerFormData, overrides: NotificationContactOverrides = {}): NotificationContact {
  return {
    companyName: firstGiven(overrides.companyName, formData.companyName) ?? NOTIFICATION_FALLBACKS.companyName,
    contactPerson: firstGiven(overrides.contactPerson, formData.contactPerson, formData.yourName) ?? NOTIFICATION_FALLBACKS.contactPerson,
    email: firstGiven(overrides.email, formData.emailAddress, formData.email) ?? NOTIFICATION_FALLBACKS.email,
    phone: firstGiven(overrides.phone, formData.mobileNumber, formData.phoneNumber) ?? NOTIFICATION_FALLBACKS.phone,
  };
}

// ---- Documents ----

/**
 * POST /api/generate-quote-pdf: everything the final quote shows. The costs are the browser's, as
 * it sent them; the PDF's figures are computed again by the quotes service from the rest.
 */
export const quotePdfRequestSchema = z.object({
  formData: formDataPart,
  costs: browserCostsPart,
  selectedFlights: selectedFlightsPart,
  selectedHotel: selectedHotelPart,
  selectedVendors: selectedVendorsPart,
  selectedLogistics: selectedLogisticsPart,
  stallDesignData: stallDesignPart,
  eventSpaceTariff: eventSpaceTariffPart,
  stallPricing: stallPricingPart,
  dealRoi: dealRoiPart,
});
export type QuotePdfRequestInput = z.input<typeof quotePdfRequestSchema>;
export type QuotePdfRequest = z.output<typeof quotePdfRequestSchema>;

/** POST /generate-roi-guide (no /api prefix, see docs/planner.md#documents): the ROI planning guide. */
export const roiGuideRequestSchema = z.object({
  formData: formDataPart,
  costs: browserCostsPart,
  stallDesignData: stallDesignPart,
  // The selections, so the guide's investment is the quote's.
  selectedFlights: selectedFlightsPart,
  selectedHotel: selectedHotelPart,
  selectedVendors: selectedVendorsPart,
  selectedLogistics: selectedLogisticsPart,
  eventSpaceTariff: eventSpaceTariffPart,
  stallPricing: stallPricingPart,
  dealRoi: dealRoiPart,
});
export type RoiGuideRequestInput = z.input<typeof roiGuideRequestSchema>;
export type RoiGuideRequest = z.output<typeof roiGuideRequestSchema>;
