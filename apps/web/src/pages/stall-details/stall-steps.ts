import { stallRequirementsStepSchemas, stallRequirementsStepTitles } from '@stallplan/contracts';

/** The form as its inputs hold it: text, select values, ticked lists and flags. */
export interface StallFormValues {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  preferredLocation: string;
  powerRequirement: string;
  specialRequirements: string;
  accessibility: boolean;
  designTheme: string;
  colorScheme: string;
  brandingElements: string[];
  audioVisual: string[];
  furniture: string[];
  technology: string[];
  brochures: boolean;
  giveaways: boolean;
  digitalDisplays: boolean;
  productSamples: boolean;
  setupDate: string;
  eventDate: string;
  dismantleDate: string;
  budgetRange: string;
  approvalStatus: string;
  specialInstructions: string;
}

export type StallField = keyof StallFormValues;

export const EMPTY_STALL_FORM: StallFormValues = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  website: '',
  preferredLocation: '',
  powerRequirement: '',
  specialRequirements: '',
  accessibility: false,
  designTheme: '',
  colorScheme: '',
  brandingElements: [],
  audioVisual: [],
  furniture: [],
  technology: [],
  brochures: false,
  giveaways: false,
  digitalDisplays: false,
  productSamples: false,
  setupDate: '',
  eventDate: '',
  dismantleDate: '',
  budgetRange: '',
  approvalStatus: '',
  specialInstructions: '',
};

export const STALL_STEP_TITLES = stallRequirementsStepTitles;
export const STALL_STEP_COUNT = stallRequirementsStepTitles.length;

/** Every field of the form, on the step that shows it (index 0 is step 1). */
export const STALL_STEP_FIELDS: ReadonlyArray<readonly StallField[]> = [
  ['companyName', 'contactPerson', 'email', 'phone', 'website'],
  ['preferredLocation', 'powerRequirement', 'specialRequirements', 'accessibility'],
  ['designTheme', 'colorScheme', 'brandingElements'],
  ['audioVisual', 'furniture', 'technology', 'brochures', 'giveaways', 'digitalDisplays', 'productSamples'],
  ['setupDate', 'eventDate', 'dismantleDate', 'budgetRange', 'approvalStatus', 'specialInstructions'],
];

/** A step is complete when its required fields are filled (see docs/marketplace.md#stall-requirements-form); the contracts hold one schema per step. */
export function isStepComplete(stepIndex: number, values: StallFormValues): boolean {
  const schema = stallRequirementsStepSchemas[stepIndex];
  return schema !== undefined && schema.safeParse(values).success;
}

/**
 * The first step showing one of these fields, for taking the visitor to an error the final check
 * found on an earlier step (an optional website that is no web address, say).
 */
export function firstStepWithError(fields: readonly string[]): number | undefined {
  const index = STALL_STEP_FIELDS.findIndex((stepFields) => stepFields.some((field) => fields.includes(field)));
  return index === -1 ? undefined : index;
}
