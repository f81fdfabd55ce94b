import type { BrowserContext } from 'playwright-core';
import { addDays, stallDesignDataSchema, utcToday, type StallDesignInput } from '@stallplan/contracts';
import { newPlan, type EventDetails, type PlanState, type StepNumber } from '../src/current-plan/plan-state.js';

/** A show five weeks out, so travel searches (which refuse past dates) always have a future date. */
export function sampleEventDetails(overrides: Partial<EventDetails> = {}): EventDetails {
  const start = addDays(utcToday(), 35);
  const end = addDays(start, 2);
  return {
    ...newPlan().eventDetails,
    companyName: 'Shakti Pumps Pvt Ltd',
    yourName: 'Priya Raman',
    mobileNumber: '+91 98450 12345',
    emailAddress: 'priya.raman@example.com',
    exhibitionName: 'IMTEX Forming',
    industry: 'Engineering & Machinery',
    eventType: 'trade',
    venueType: 'exhibition_hall',
    boothSize: 18,
    boothType: 'shell_scheme',
    exhibitionStartDate: start,
    exhibitionEndDate: end,
    originState: 'IN-MH',
    originCity: 'Mumbai',
    destinationState: 'IN-KA',
    destinationCity: 'Bangalore',
    arrivalDate: addDays(start, -1),
    departureDate: addDays(end, 1),
    distance: 1056,
    teamSize: 3,
    ...overrides,
  };
}

/** A complete plan standing on `step`, as if a person had filled the steps before it. */
export function samplePlan(
  step: StepNumber,
  patch: { eventDetails?: Partial<EventDetails>; stallDesign?: StallDesignInput; plan?: Partial<PlanState> } = {},
): PlanState {
  const plan = newPlan();
  return {
    ...plan,
    step,
    furthestStep: step,
    eventDetails: sampleEventDetails(patch.eventDetails),
    stallDesign: stallDesignDataSchema.parse({ area: 18, wallType: 'octonorm', flooring: 'carpeting', ...patch.stallDesign }),
    ...patch.plan,
  };
}

/** Puts the plan in localStorage before the app's first script runs, in every page of the context. */
export async function seedPlan(context: BrowserContext, plan: PlanState): Promise<void> {
  await context.addInitScript((saved) => {
    if (!sessionStorage.getItem('stallplan.seeded')) {
      localStorage.setItem('stallplan.plan.v1', JSON.stringify(saved));
      sessionStorage.setItem('stallplan.seeded', '1');
    }
  }, plan);
}
