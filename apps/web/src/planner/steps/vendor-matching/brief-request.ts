import { briefRequestSchema, utcToday, type BriefRequestInput, type StallDesignData } from '@stallplan/contracts';
import { calculateStallCost } from '@stallplan/pricing';
import { z } from 'zod';
import { parseRupeeText, rupeeDigits } from '../../../text/rupee-text.js';
import type { PlanState } from '../../../current-plan/plan-state.js';

/** The brief dialog's own inputs, as typed. */
export interface BriefFormValues {
  budget: string;
  notes: string;
}

export const EMPTY_BRIEF_FORM: BriefFormValues = { budget: '', notes: '' };

const contractBudget = briefRequestSchema.shape.budget;
const contractNotes = briefRequestSchema.shape.notes;

/**
 * Budget and notes checked as the service will check them: the budget as rupees in any grouping
 * (`1,50,000`), then by the contract's own rule, so the messages match the server's.
 */
export const briefFormSchema = z.object({
  budget: z.string().transform((text, context) => {
    const parsed = parseRupeeText(text, 'Budget');
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    const checked = contractBudget.safeParse(parsed.value);
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Budget is not valid.' });
      return z.NEVER;
    }
    return checked.data;
  }),
  notes: z.string().transform((text, context) => {
    const checked = contractNotes.safeParse(text);
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Notes are not valid.' });
      return z.NEVER;
    }
    return checked.data;
  }),
});
export type BriefExtras = z.output<typeof briefFormSchema>;

type BriefPlan = Pick<PlanState, 'planId' | 'eventDetails' | 'stallDesign'>;

/**
 * POST /api/briefs's body from the plan: the exhibitor from step 1 (their contact details go to
 * StallPlan and only later to the chosen builder), the show, step 2's design, and the extras.
 */
export function briefRequestOf(plan: BriefPlan, vendorIds: readonly string[], extras: BriefExtras): BriefRequestInput {
  const details = plan.eventDetails;
  return {
    vendorIds: [...vendorIds],
    exhibitor: {
      companyName: details.companyName,
      contactPerson: details.yourName,
      email: details.emailAddress,
      ...(details.mobileNumber.trim() ? { phone: details.mobileNumber } : {}),
    },
    event: {
      exhibitionName: details.exhibitionName,
      city: details.destinationCity,
      startDate: details.exhibitionStartDate,
      endDate: details.exhibitionEndDate,
    },
    design: plan.stallDesign,
    ...(extras.budget !== undefined ? { budget: extras.budget } : {}),
    ...(extras.notes ? { notes: extras.notes } : {}),
    planId: plan.planId,
  };
}

/**
 * What step 1 must still give before a brief can go, in the contract's own words (`Company Name
 * is required.`); empty when the plan is ready. Only the exhibitor and the show are checked:
 * the builders and the extras are the dialog's business.
 */
export const SHOW_STARTED_MESSAGE = 'The show has already started; builders need time to bid.';

export function briefBlockers(plan: BriefPlan, today: string = utcToday()): string[] {
  const parsed = briefRequestSchema.safeParse(briefRequestOf(plan, ['placeholder'], { budget: undefined, notes: undefined }));
  const { exhibitionStartDate, exhibitionEndDate } = plan.eventDetails;
  const blankDates: Record<string, string | null> = {
    startDate: exhibitionStartDate.trim() ? null : 'Exhibition start date is required.',
    endDate: exhibitionEndDate.trim() ? null : 'Exhibition end date is required.',
  };
  const messages = (parsed.error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'exhibitor' || issue.path[0] === 'event')
    // A blank date is missing, not mistyped: say so rather than "must be a date like …".
    .map((issue) => (issue.path[0] === 'event' ? blankDates[String(issue.path[1])] : null) ?? issue.message);
  if (messages.length > 0) return [...new Set(messages)];
  // The service refuses a brief from the show's first day (UTC); say so before a budget is typed.
  return exhibitionStartDate <= today ? [SHOW_STARTED_MESSAGE] : [];
}

/** Step 2's estimate of the design as the budget field shows it (Indian grouping), or blank with no area yet. */
export function planBudgetText(design: StallDesignData): string {
  const total = calculateStallCost(design).totalCost;
  return total > 0 ? rupeeDigits(total) : '';
}
