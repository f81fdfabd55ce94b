import {
  ACCESS_TOKEN_PATTERN,
  dealRoiInputsSchema,
  stallDesignDataSchema,
  stallPricingSchema,
  type DealRoiInputs,
  type Flight,
  type Hotel,
  type LogisticsOption,
  type SelectedVendor,
  type StallDesignData,
  type StallPricing,
} from '@stallplan/contracts';
import { DEFAULT_DEAL_ROI_INPUTS, isStallBuilder } from '@stallplan/pricing';

export const STEP_COUNT = 7;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Step 1's answers as the inputs hold them: text, dates (`YYYY-MM-DD`), select values and
 * whole numbers. The contracts' `plannerFormDataSchema` reads this shape when it is sent.
 */
export interface EventDetails {
  currency: 'INR' | 'USD' | 'EUR';
  marketLevel: string;
  companyName: string;
  yourName: string;
  mobileNumber: string;
  emailAddress: string;
  exhibitionName: string;
  industry: string;
  eventType: string;
  venueType: string;
  boothSize: number | '';
  boothType: string;
  exhibitionStartDate: string;
  exhibitionEndDate: string;
  originState: string;
  originCity: string;
  destinationState: string;
  destinationCity: string;
  arrivalDate: string;
  departureDate: string;
  distance: number | '';
  teamSize: number;
  accommodationLevel: string;
  furniture: boolean;
  avEquipment: boolean;
  lighting: boolean;
  internet: boolean;
  storage: boolean;
  security: boolean;
}

/** What steps 3 to 6 picked; held until the final quote (see docs/planner.md#plan-state). */
export interface Selections {
  vendors: SelectedVendor[];
  flights: Flight[];
  hotel: Hotel | null;
  logistics: LogisticsOption | null;
}

/** A brief sent from step 3: the exhibitor's private comparison link and who it went to. */
export interface SentBrief {
  ownerToken: string;
  /** ISO date-time of sending. */
  sentAt: string;
  /** The invited builders' names, as the service confirmed them. */
  builders: string[];
}

/** More than any exhibitor sends for one show; a hand-edited store cannot grow the plan without end. */
export const MAX_SAVED_BRIEFS = 20;

export interface PlanState {
  /** A random id per plan: notify mails the admin once per id, however often the quote is shown. */
  planId: string;
  step: StepNumber;
  /** The highest step reached, so the progress bar can tick what is done. */
  furthestStep: StepNumber;
  eventDetails: EventDetails;
  stallDesign: StallDesignData;
  selections: Selections;
  /** The ROI tab's deal value, margin, leads and conversion as the user entered them; null while the industry's defaults apply. */
  dealRoi: DealRoiInputs | null;
  /**
   * With a booth builder in the plan, whose figure the quote uses for the stall; null until the user
   * chooses (docs/quote-model.md#builder: a price the builder gave counts, StallPlan's estimate does not).
   */
  stallPricing: StallPricing | null;
  /** The admin notification goes once per plan (see docs/planner.md#admin-notification). */
  notificationSent: boolean;
  /** Briefs sent to builders from step 3, oldest first, so their comparison links stay at hand. */
  briefs: SentBrief[];
}

export const EMPTY_EVENT_DETAILS: EventDetails = {
  currency: 'INR',
  marketLevel: 'medium',
  companyName: '',
  yourName: '',
  mobileNumber: '',
  emailAddress: '',
  exhibitionName: '',
  industry: '',
  eventType: 'trade',
  venueType: 'convention_center',
  boothSize: '',
  boothType: '',
  exhibitionStartDate: '',
  exhibitionEndDate: '',
  originState: '',
  originCity: '',
  destinationState: '',
  destinationCity: '',
  arrivalDate: '',
  departureDate: '',
  distance: '',
  teamSize: 1,
  accommodationLevel: 'standard',
  furniture: false,
  avEquipment: false,
  lighting: false,
  internet: false,
  storage: false,
  security: false,
};

export const EMPTY_STALL_DESIGN: StallDesignData = stallDesignDataSchema.parse({});

export const EMPTY_SELECTIONS: Selections = { vendors: [], flights: [], hotel: null, logistics: null };

/** 128 random bits as hex; `getRandomValues` works on plain http too, unlike `randomUUID`. */
export function newPlanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newPlan(): PlanState {
  return {
    planId: newPlanId(),
    step: 1,
    furthestStep: 1,
    eventDetails: { ...EMPTY_EVENT_DETAILS },
    stallDesign: { ...EMPTY_STALL_DESIGN },
    selections: { ...EMPTY_SELECTIONS },
    dealRoi: null,
    stallPricing: null,
    notificationSent: false,
    briefs: [],
  };
}

export function clampStep(step: number): StepNumber {
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step) || 1)) as StepNumber;
}

/** The saved briefs that still read as briefs; anything else is dropped rather than shown as a broken link. */
export function reviveBriefs(stored: unknown): SentBrief[] {
  if (!Array.isArray(stored)) return [];
  const briefs: SentBrief[] = [];
  for (const entry of stored) {
    if (!entry || typeof entry !== 'object') continue;
    const { ownerToken, sentAt, builders } = entry as Partial<Record<keyof SentBrief, unknown>>;
    if (typeof ownerToken !== 'string' || !ACCESS_TOKEN_PATTERN.test(ownerToken)) continue;
    if (typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt))) continue;
    if (briefs.some((brief) => brief.ownerToken === ownerToken)) continue;
    const names = Array.isArray(builders) ? builders.filter((name): name is string => typeof name === 'string') : [];
    briefs.push({ ownerToken, sentAt, builders: names });
  }
  return briefs.slice(-MAX_SAVED_BRIEFS);
}

/**
 * Plans saved before the ROI took its defaults from the industry stored the general defaults as if
 * typed; those read as "not entered", so the industry's figures apply.
 */
function sameDealRoi(a: DealRoiInputs, b: DealRoiInputs): boolean {
  return (
    a.averageDealValue === b.averageDealValue &&
    a.grossMarginPct === b.grossMarginPct &&
    (a.qualifiedLeads ?? null) === (b.qualifiedLeads ?? null) &&
    a.leadToDealPct === b.leadToDealPct
  );
}

/** One builder builds the stall: of several booth builders kept by an older version, the last one added stays. */
export function oneStallBuilder(vendors: SelectedVendor[]): SelectedVendor[] {
  const builders = vendors.filter((vendor) => typeof vendor?.category === 'string' && isStallBuilder(vendor));
  const kept = builders.at(-1);
  return vendors.filter((vendor) => !builders.includes(vendor) || vendor === kept);
}

/**
 * A plan read back from storage: whatever is missing or of the wrong kind takes the default,
 * so a plan saved by an older version, or edited by hand, still opens.
 */
export function revivePlan(stored: unknown): PlanState {
  const fresh = newPlan();
  if (!stored || typeof stored !== 'object') return fresh;
  const raw = stored as Partial<Record<keyof PlanState, unknown>>;
  const eventDetails = { ...fresh.eventDetails };
  if (raw.eventDetails && typeof raw.eventDetails === 'object') {
    for (const [key, value] of Object.entries(raw.eventDetails)) {
      if (!(key in eventDetails)) continue;
      const current = eventDetails[key as keyof EventDetails];
      const sameKind = typeof value === typeof current || (value === '' && typeof current === 'number') || (typeof value === 'number' && current === '');
      if (sameKind) (eventDetails as unknown as Record<string, unknown>)[key] = value;
    }
  }
  const design = stallDesignDataSchema.safeParse(raw.stallDesign ?? {});
  const selections = raw.selections && typeof raw.selections === 'object' ? (raw.selections as Partial<Selections>) : {};
  const step = clampStep(Number(raw.step));
  const dealRoi = dealRoiInputsSchema.safeParse(raw.dealRoi);
  const stallPricing = stallPricingSchema.safeParse(raw.stallPricing);
  const vendors = Array.isArray(selections.vendors) ? selections.vendors : [];
  return {
    planId: typeof raw.planId === 'string' && /^[a-f0-9]{32}$/.test(raw.planId) ? raw.planId : fresh.planId,
    step,
    furthestStep: clampStep(Math.max(step, Number(raw.furthestStep) || 1)),
    eventDetails,
    stallDesign: design.success ? design.data : fresh.stallDesign,
    selections: {
      vendors: oneStallBuilder(vendors),
      flights: Array.isArray(selections.flights) ? selections.flights : [],
      hotel: selections.hotel && typeof selections.hotel === 'object' ? selections.hotel : null,
      logistics: selections.logistics && typeof selections.logistics === 'object' ? selections.logistics : null,
    },
    dealRoi: dealRoi.success && !sameDealRoi(dealRoi.data, DEFAULT_DEAL_ROI_INPUTS) ? dealRoi.data : null,
    stallPricing: stallPricing.success ? stallPricing.data : fresh.stallPricing,
    notificationSent: raw.notificationSent === true,
    briefs: reviveBriefs(raw.briefs),
  };
}
