import { enquiryPayloadSchema, findState, type EnquiryPayload, type StallDesignData } from '@stallplan/contracts';
import { calculateStallCost, SQFT_TO_SQM, STALL_RATES, wholeRupees } from '@stallplan/pricing';
import type { EventDetails, PlanState } from '../../../current-plan/plan-state.js';

/** Who the enquiry goes to: the recommended vendor's id lets notify check the address is a listed vendor's. */
export interface EnquiryRecipient {
  id?: string;
  name: string;
  email: string;
}

/** Fields the payload cannot do without: a refused one fails the enquiry rather than being dropped. */
const RECIPIENT_FIELDS = new Set(['vendorName', 'vendorEmail']);

/** The state's name for a vendor to read; the plan stores the code (`IN-KA`). */
function stateName(codeOrName: string): string {
  return findState(codeOrName)?.name ?? codeOrName;
}

/**
 * The stall design's priced choices. Walls and flooring are single lines, so they carry
 * calculateStallCost's own figures; lists are priced item by item from the same rate table the
 * calculation reads, so the vendor sees what each choice added to the live cost.
 */
function pricedDesign(design: StallDesignData): Record<string, unknown> {
  const cost = calculateStallCost(design);
  const sqm = design.areaUnit === 'sqft' ? design.area * SQFT_TO_SQM : design.area;
  const furnitureType = design.furnitureType ?? 'rental';
  const lines: Record<string, unknown> = {
    wallType: design.wallType ? { type: design.wallType, cost: cost.structuralCosts.wallCost } : undefined,
    flooring: design.flooring ? [{ type: design.flooring, cost: cost.structuralCosts.flooringCost }] : undefined,
    ceilingType: design.ceiling,
    additionalRooms: design.additionalRooms.length > 0 ? design.additionalRooms : undefined,
    printArea: design.printArea > 0 ? design.printArea : undefined,
    brandingElements: design.brandingElements.map((type) => {
      const { basis, rate } = STALL_RATES.brandingElement[type];
      return { type, cost: wholeRupees(basis === 'flat' ? rate : rate * design.printArea) };
    }),
    furnitureType: design.furnitureType,
    furnitureItems: design.furnitureItems.map((name) => ({ name, cost: STALL_RATES.furniturePerItem[furnitureType][name] })),
    lightingOptions: design.lightingType.map((type) => ({ type, cost: wholeRupees(STALL_RATES.lightingPerSqm[type] * sqm) })),
    powerRequirement: design.powerRequirement > 0 ? design.powerRequirement : undefined,
    powerType: design.powerType,
    premiumExtras: design.extras.map((name) => ({ name, cost: STALL_RATES.extraFlat[name] })),
  };
  // Empty lists say nothing to a vendor; leave them out like any other unanswered choice.
  return Object.fromEntries(Object.entries(lines).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

/** The booth as step 2 drew it, else step 1's booth size in sq m. */
function boothArea(details: EventDetails, design: StallDesignData): { boothArea?: number; boothUnit: 'sqm' | 'sqft' } {
  if (design.area > 0) return { boothArea: design.area, boothUnit: design.areaUnit };
  return typeof details.boothSize === 'number' && details.boothSize > 0 ? { boothArea: details.boothSize, boothUnit: 'sqm' } : { boothUnit: 'sqm' };
}

/**
 * POST /api/enquiry/send's body from the plan as it stands (see docs/planner.md#enquiry). Blank answers
 * are sent blank so the schema applies its defaults; a detail the schema refuses (an
 * e-mail address still half typed) is left out rather than stopping the enquiry, as the vendor
 * can still reply by phone. Throws only when the recipient itself is unusable.
 */
export function enquiryPayloadOf(plan: Pick<PlanState, 'eventDetails' | 'stallDesign'>, vendor: EnquiryRecipient): EnquiryPayload {
  const { eventDetails: details, stallDesign: design } = plan;
  const input: Record<string, unknown> = {
    companyName: details.companyName,
    yourName: details.yourName,
    mobileNumber: details.mobileNumber,
    emailAddress: details.emailAddress,
    exhibitionName: details.exhibitionName,
    companyIndustry: details.industry,
    departureState: stateName(details.originState),
    arrivalState: stateName(details.destinationState),
    departureCity: details.originCity,
    arrivalCity: details.destinationCity,
    eventType: details.eventType,
    venueType: details.venueType,
    distance: details.distance,
    exhibitionStartDate: details.exhibitionStartDate,
    exhibitionEndDate: details.exhibitionEndDate,
    yourArrivalDate: details.arrivalDate,
    yourDepartureDate: details.departureDate,
    ...boothArea(details, design),
    position: design.boothPosition,
    boothType: design.boothType ?? details.boothType,
    vendorName: vendor.name,
    vendorEmail: vendor.email,
    ...(vendor.id ? { vendorId: vendor.id } : {}),
    ...pricedDesign(design),
  };
  for (;;) {
    const parsed = enquiryPayloadSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    const refused = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
    const fatal = parsed.error.issues.find((issue) => RECIPIENT_FIELDS.has(String(issue.path[0])) || !(String(issue.path[0]) in input));
    if (fatal) throw new Error(fatal.message);
    for (const key of refused) delete input[key];
  }
}
