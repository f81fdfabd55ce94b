import { plannerFormDataSchema, type PlannerFormData } from '@stallplan/contracts';
import { exhibitionDays } from '@stallplan/pricing';
import type { EventDetails } from '../current-plan/plan-state.js';

/**
 * Step 1's answers as the planner form every call sends (see docs/planner.md#calls). The form's
 * duplicate names are filled from the fields the form asks for, and the event duration from the
 * exhibition dates, so the quote's day count follows what the user entered. A value the schema
 * refuses is left out rather than failing the whole form: every consumer has its fallback.
 */
export function plannerFormDataOf(details: EventDetails): PlannerFormData {
  const days = details.exhibitionStartDate && details.exhibitionEndDate ? exhibitionDays(details.exhibitionStartDate, details.exhibitionEndDate) : undefined;
  const input: Record<string, unknown> = {
    ...details,
    contactPerson: details.yourName,
    email: details.emailAddress,
    phoneNumber: details.mobileNumber,
    eventStartDate: details.exhibitionStartDate,
    eventEndDate: details.exhibitionEndDate,
    eventDuration: days && days > 0 ? days : undefined,
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const parsed = plannerFormDataSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return plannerFormDataSchema.parse({});
}
