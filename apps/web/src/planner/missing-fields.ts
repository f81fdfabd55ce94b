import { eventDetailsStepSchema, stallDesignStepSchema } from '@stallplan/contracts';
import type { PlanState, StepNumber } from '../current-plan/plan-state.js';

/** Step 1's required fields in the order the form shows them, with the labels the dialog lists (see docs/planner.md#required-fields). */
export const EVENT_DETAILS_REQUIRED_LABELS = {
  companyName: 'Company Name',
  yourName: 'Your Name',
  mobileNumber: 'Mobile Number',
  emailAddress: 'Email Address',
  exhibitionName: 'Exhibition Name',
  industry: 'Industry',
  exhibitionStartDate: 'Exhibition Start Date',
  exhibitionEndDate: 'Exhibition End Date',
  originState: 'Departure State',
  originCity: 'Departure City',
  destinationState: 'Arrival State',
  destinationCity: 'Arrival City',
  teamSize: 'Team Size',
} as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * What keeps the wizard on this step: the label of each blank required field, then a sentence
 * for each filled one that is wrong (an e-mail without @, an end before the start). Empty when
 * Next may go on.
 */
export function missingFieldsFor(step: StepNumber, plan: PlanState): string[] {
  if (step === 1) {
    const details = plan.eventDetails;
    const blank = Object.entries(EVENT_DETAILS_REQUIRED_LABELS)
      .filter(([field]) => isBlank(details[field as keyof typeof details]))
      .map(([, label]) => label);
    if (blank.length > 0) return blank;
    const parsed = eventDetailsStepSchema.safeParse(details);
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  }
  if (step === 2) {
    return stallDesignStepSchema.safeParse({ area: plan.stallDesign.area }).success ? [] : ['Booth Area'];
  }
  return [];
}
