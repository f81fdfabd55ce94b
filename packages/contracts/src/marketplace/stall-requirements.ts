import { z } from 'zod';
import { documentedInput, withRule } from '../http/define-routes.js';
import {
  approvalStatusOptions,
  audioVisualOptions,
  budgetRangeOptions,
  colorSchemeOptions,
  designThemeOptions,
  preferredLocationOptions,
  stallBrandingOptions,
  stallFurnitureOptions,
  stallPowerOptions,
  stallTechnologyOptions,
} from '../enumerations/marketplace-options.js';
import { choiceList, flag, optionalChoice, optionalDate, optionalText, requiredDate, requiredText } from '../shared/input-fields.js';
import { optionalWebsiteSchema } from './website.js';

/** The five steps of /stall-details, in order (see docs/marketplace.md#stall-requirements-form). */
export const stallRequirementsStepTitles = [
  'Contact Details',
  'Stall Specifications',
  'Design & Branding',
  'Equipment & Services',
  'Timeline & Budget',
] as const;

/** The toast shown when Next is pressed on a step that is not complete. */
export const stallStepIncompleteToast = {
  title: 'Please fill required fields',
  description: 'Complete all required fields before proceeding.',
} as const;

/** A select that must be chosen: blank and missing say "is required", anything else names the options. */
function requiredChoice<T extends z.ZodType>(what: string, schema: T) {
  return optionalChoice(schema).pipe(z.custom<NonNullable<z.output<T>>>((value) => value !== undefined, `${what} is required.`));
}

const contactDetailsFields = {
  companyName: requiredText('Company name'),
  contactPerson: requiredText('Contact person', 100),
  email: requiredText('Email', 254).pipe(z.email('Please enter a valid e-mail address.')),
  phone: requiredText('Phone', 30),
};

const stallSpecificationFields = {
  preferredLocation: requiredChoice('Preferred location', preferredLocationOptions.schema),
  powerRequirement: requiredChoice('Power requirement', stallPowerOptions.schema),
};

const designFields = {
  designTheme: requiredChoice('Design theme', designThemeOptions.schema),
  colorScheme: requiredChoice('Colour scheme', colorSchemeOptions.schema),
};

const equipmentFields = {
  furniture: documentedInput(
    choiceList(stallFurnitureOptions.schema, stallFurnitureOptions.values.length).refine((items) => items.length > 0, 'Choose at least one furniture item.'),
    (generated) => ({ ...generated, minItems: 1 }),
  ),
};

const timelineFields = {
  setupDate: withRule(requiredDate('Setup date'), 'On or before the event date.'),
  eventDate: requiredDate('Event date'),
  budgetRange: requiredChoice('Budget range', budgetRangeOptions.schema),
};

const dismantleDate = () => withRule(optionalDate('Dismantle date'), 'On or after the event date.');

/** Setup comes before (or on) the event day, dismantling after (or on) it. */
function checkDateOrder(data: { setupDate: string; eventDate: string; dismantleDate?: string | undefined }, context: z.RefinementCtx): void {
  if (data.setupDate > data.eventDate) {
    context.addIssue({ code: 'custom', path: ['setupDate'], message: 'Setup date must be on or before the event date.' });
  }
  if (data.dismantleDate !== undefined && data.dismantleDate < data.eventDate) {
    context.addIssue({ code: 'custom', path: ['dismantleDate'], message: 'Dismantle date must be on or after the event date.' });
  }
}

/**
 * The required fields (see docs/marketplace.md#stall-requirements-form), one schema per wizard step (index 0 is step 1). The wizard enables Next
 * when its step's schema accepts the form; the other fields of the form pass through unchecked.
 */
export const stallRequirementsStepSchemas = [
  z.object(contactDetailsFields),
  z.object(stallSpecificationFields),
  z.object(designFields),
  z.object(equipmentFields),
  z.object({ ...timelineFields, dismantleDate: dismantleDate() }).superRefine(checkDateOrder),
] as const;

/**
 * The stall requirements form, sent to `POST /api/stall-requirements`: notify stores it and mails
 * the team (see docs/marketplace.md#stall-requirements-form). `logoFile` is left out: the
 * form never used it.
 */
export const stallRequirementsSchema = z
  .object({
    ...contactDetailsFields,
    website: optionalWebsiteSchema,
    ...stallSpecificationFields,
    specialRequirements: optionalText('Special requirements', 2000, { multiline: true }),
    accessibility: flag,
    ...designFields,
    brandingElements: choiceList(stallBrandingOptions.schema, stallBrandingOptions.values.length),
    audioVisual: choiceList(audioVisualOptions.schema, audioVisualOptions.values.length),
    ...equipmentFields,
    technology: choiceList(stallTechnologyOptions.schema, stallTechnologyOptions.values.length),
    brochures: flag,
    giveaways: flag,
    digitalDisplays: flag,
    productSamples: flag,
    ...timelineFields,
    dismantleDate: dismantleDate(),
    approvalStatus: optionalChoice(approvalStatusOptions.schema),
    specialInstructions: optionalText('Special instructions', 2000, { multiline: true }),
  })
  .superRefine(checkDateOrder);
export type StallRequirementsInput = z.input<typeof stallRequirementsSchema>;
export type StallRequirements = z.output<typeof stallRequirementsSchema>;

/** The answer to a submission: a reference the team can quote back. */
export const stallRequirementsResponseSchema = z.object({ success: z.literal(true), reference: z.string() });
export type StallRequirementsResponse = z.infer<typeof stallRequirementsResponseSchema>;
