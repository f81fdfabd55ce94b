import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';
import { errorResponseSchema, successResponseSchema } from '../envelope.js';
import { ACCESS_TOKEN_PATTERN, INVALID_LINK_MESSAGE } from '../marketplace/builder-bids.js';
import { plannerFormDataSchema } from '../planner/planner-form.js';
import { pricedQuoteSchema, quoteRoiSchema, stallPricingSchema } from '../planner/priced-quote.js';
import { selectedFlightsPart, selectedHotelPart, selectedLogisticsPart, selectedVendorsPart } from '../planner/quote-requests.js';
import { dealRoiInputsSchema } from '../planner/space-and-roi-inputs.js';
import { stallDesignDataSchema } from '../planner/stall-design.js';
import { quoteNumberSchema } from '../quotes/quote-records.js';
import { plainText } from '../shared/plain-text.js';

/**
 * A saved plan (docs/saved-plans.md): the planner's inputs kept by the quotes service, reached by
 * private links only. The owner's edit link opens and changes it; share links show it read-only;
 * a one-time sign-in link mailed to the owner's address lists every plan of that address.
 */

/** Private link tokens: 256 random bits, base64url; only their hashes are stored. */
export const planTokenSchema = z.string().regex(ACCESS_TOKEN_PATTERN, INVALID_LINK_MESSAGE);
export const planTokenParamsSchema = z.object({ token: planTokenSchema });
export type PlanTokenParams = z.infer<typeof planTokenParamsSchema>;

/** A quote made from one of the plan's versions, named by its number and opened by the plan's edit link. */
export const planQuoteParamsSchema = z.object({ token: planTokenSchema, number: quoteNumberSchema });
export type PlanQuoteParams = z.infer<typeof planQuoteParamsSchema>;

/** The edit link in the saved-plan mail carries `via=mail`, and the plan page passes it on when it opens the plan. */
export const PLAN_OPENED_VIA_MAIL = 'mail';
export const planOpenQuerySchema = z.object({
  via: z.literal(PLAN_OPENED_VIA_MAIL, { error: 'via may only be mail.' }).optional(),
});
export type PlanOpenQuery = z.infer<typeof planOpenQuerySchema>;

/** A plan's own id (24 hex digits): used only beside a sign-in session, never alone. */
export const PLAN_ID_PATTERN = /^[a-f0-9]{24}$/;
export const planIdSchema = z.string().regex(PLAN_ID_PATTERN, 'Plan id must be 24 hexadecimal digits.');

export const PLAN_STEP_MIN = 1;
export const PLAN_STEP_MAX = 7;
const step = z
  .number({ error: 'Step must be a whole number from 1 to 7.' })
  .int('Step must be a whole number from 1 to 7.')
  .min(PLAN_STEP_MIN)
  .max(PLAN_STEP_MAX);

/** A brief sent from step 3: its comparison link's token, when it went, to whom. */
export const planBriefSchema = z.object({
  ownerToken: z.string().regex(ACCESS_TOKEN_PATTERN, 'A brief link must be 43 letters, digits, - or _.'),
  sentAt: z.iso.datetime({ error: 'A brief must say when it was sent.' }),
  builders: z.array(plainText('Builder name', 200)).max(5),
});
export type PlanBrief = z.infer<typeof planBriefSchema>;
export const MAX_PLAN_BRIEFS = 20;

/**
 * What a plan holds: step 1's answers, step 2's design, the choices of steps 3 to 6, the ROI's own
 * figures, how the stall is priced, the briefs sent, and where the planner stands.
 */
export const planContentSchema = z.object({
  eventDetails: z
    .custom<z.input<typeof plannerFormDataSchema>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      error: 'Event details must be an object.',
    })
    .pipe(plannerFormDataSchema),
  stallDesign: stallDesignDataSchema.prefault({}),
  selections: z
    .object({
      vendors: selectedVendorsPart,
      flights: selectedFlightsPart,
      hotel: selectedHotelPart.transform((hotel) => hotel ?? null),
      logistics: selectedLogisticsPart.transform((logistics) => logistics ?? null),
    })
    .prefault({}),
  dealRoi: dealRoiInputsSchema.nullable().default(null),
  /** null until the user chooses on step 7: a price the builder gave counts by default, StallPlan's estimate for it never does. */
  stallPricing: stallPricingSchema.nullable().default(null),
  briefs: z.array(planBriefSchema).max(MAX_PLAN_BRIEFS, `A plan keeps at most ${MAX_PLAN_BRIEFS} briefs.`).default([]),
  step: step.default(1),
  furthestStep: step.default(1),
});
export type PlanContentInput = z.input<typeof planContentSchema>;
export type PlanContent = z.output<typeof planContentSchema>;

/** draft: never shared; shared: a live share link exists; approved: its newest version is approved. */
export const planStatusSchema = z.enum(['draft', 'shared', 'approved']);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** A numbered, dated, immutable state of the plan's priced figures. */
export const planVersionSummarySchema = z.object({
  number: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  subtotal: z.number().int().nonnegative(),
  grandTotal: z.number().int().nonnegative(),
  /** The quote number of this version's PDF once one was made; its PDF is re-downloadable. */
  quoteNumber: z.string().nullable(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;

export const planVersionSchema = planVersionSummarySchema.extend({
  content: planContentSchema,
  quote: pricedQuoteSchema,
  roi: quoteRoiSchema,
});
export type PlanVersion = z.infer<typeof planVersionSchema>;

export const planDecisionSchema = z.enum(['approved', 'changes-requested'], { error: 'Decision must be "approved" or "changes-requested".' });
export type PlanDecision = z.infer<typeof planDecisionSchema>;

/** A viewer's answer through a share link, always of one version. */
export const planResponseSchema = z.object({
  id: z.string(),
  versionNumber: z.number().int().min(1),
  decision: planDecisionSchema,
  name: z.string(),
  note: z.string(),
  createdAt: z.iso.datetime(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const planShareSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.iso.datetime(),
  /** null: never expires. */
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type PlanShare = z.infer<typeof planShareSchema>;

/** The plan as its owner sees it. */
export const savedPlanSchema = z.object({
  id: z.string(),
  /** One more on every save; a save names the revision it started from. */
  revision: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  ownerEmail: z.string(),
  status: planStatusSchema,
  content: planContentSchema,
  /** The newest version's figures. */
  latestVersion: z.number().int().min(1),
  quote: pricedQuoteSchema,
  roi: quoteRoiSchema,
  versions: z.array(planVersionSummarySchema),
  shares: z.array(planShareSchema),
  responses: z.array(planResponseSchema),
  /** The newest approval, and whether the plan changed since (a newer version exists). */
  approval: z.object({ versionNumber: z.number().int().min(1), name: z.string(), createdAt: z.iso.datetime(), changedSince: z.boolean() }).nullable(),
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;
export const savedPlanResponseSchema = successResponseSchema(savedPlanSchema);

export const createPlanRequestSchema = documentedInput(z.object({ content: planContentSchema }), (generated) => {
  // Changed in place: this object is the one the document holds for step 1 here.
  const content = (generated.properties as Record<string, { properties?: Record<string, Record<string, unknown>> }> | undefined)?.content;
  const eventDetails = content?.properties?.eventDetails;
  if (eventDetails) {
    eventDetails['x-stallplan-rule'] = 'owner-email';
    eventDetails.description = "Saving needs the owner's e-mail address in step 1 (`emailAddress`, else `email`): the edit link is mailed there.";
  }
  return generated;
});
export type CreatePlanRequestInput = z.input<typeof createPlanRequestSchema>;

/** POST /api/plans: the plan and its edit link, shown once and mailed to the owner. */
export const createdPlanResponseSchema = successResponseSchema(
  z.object({ plan: savedPlanSchema, editToken: planTokenSchema, editUrl: z.string(), mailed: z.boolean() }),
);
export type CreatedPlanResponse = z.infer<typeof createdPlanResponseSchema>;

export const updatePlanRequestSchema = z.object({
  /** The revision this save started from: a save against an older one is refused (409). */
  baseRevision: z.number({ error: 'baseRevision must be the revision you loaded.' }).int('baseRevision must be a whole number.').min(1),
  content: planContentSchema,
});
export type UpdatePlanRequestInput = z.input<typeof updatePlanRequestSchema>;

export const updatedPlanResponseSchema = successResponseSchema(z.object({ plan: savedPlanSchema, newVersion: z.boolean() }));
export type UpdatedPlanResponse = z.infer<typeof updatedPlanResponseSchema>;

export const STALE_PLAN_MESSAGE = 'This plan was changed in another tab or on another device since you opened it.';
/** 409: nothing was written; `currentRevision` is where the plan now stands. */
export const stalePlanResponseSchema = errorResponseSchema.extend({ currentRevision: z.number().int().min(1) });
export type StalePlanResponse = z.infer<typeof stalePlanResponseSchema>;

export const planVersionParamsSchema = z.object({
  token: planTokenSchema,
  number: z.coerce
    .number<string>({ error: 'Version must be a whole number.' })
    .int('Version must be a whole number.')
    .min(1, 'Version must be at least 1.')
    .max(100_000),
});
export const planVersionResponseSchema = successResponseSchema(planVersionSchema);

export const restorePlanVersionRequestSchema = z.object({ baseRevision: updatePlanRequestSchema.shape.baseRevision });

/** One quote line in two versions; absent in one of them: null there. */
export const planLineChangeSchema = z.object({
  key: z.string(),
  label: z.string(),
  category: z.string(),
  from: z.object({ amount: z.number(), gst: z.number(), basis: z.string() }).nullable(),
  to: z.object({ amount: z.number(), gst: z.number(), basis: z.string() }).nullable(),
  change: z.enum(['added', 'removed', 'changed', 'same']),
});
export type PlanLineChange = z.infer<typeof planLineChangeSchema>;

export const planComparisonSchema = z.object({
  from: planVersionSummarySchema,
  to: planVersionSummarySchema,
  lines: z.array(planLineChangeSchema),
  totals: z.object({
    subtotal: z.object({ from: z.number(), to: z.number() }),
    gst: z.object({ from: z.number(), to: z.number() }),
    grandTotal: z.object({ from: z.number(), to: z.number() }),
  }),
});
export type PlanComparison = z.infer<typeof planComparisonSchema>;

const versionNumberQuery = (what: string) =>
  z.coerce
    .number<string>({ error: `${what} must be a version number.` })
    .int(`${what} must be a whole number.`)
    .min(1, `${what} must be at least 1.`)
    .max(100_000);
export const planComparisonQuerySchema = z.object({ from: versionNumberQuery('from'), to: versionNumberQuery('to') });
export const planComparisonResponseSchema = successResponseSchema(planComparisonSchema);

// ---- Sharing and answers ----

export const SHARE_EXPIRY_DAYS_MAX = 365;
export const createShareRequestSchema = z.object({
  label: plainText('Label', 100).optional(),
  /** Days until the link stops working; absent or null: until revoked. */
  expiresInDays: z
    .number({ error: 'Expiry must be a number of days.' })
    .int('Expiry must be a whole number of days.')
    .min(1, 'Expiry must be at least 1 day.')
    .max(SHARE_EXPIRY_DAYS_MAX, `Expiry must be at most ${SHARE_EXPIRY_DAYS_MAX} days.`)
    .nullable()
    .optional(),
});
export type CreateShareRequestInput = z.input<typeof createShareRequestSchema>;
export const createdShareResponseSchema = successResponseSchema(z.object({ share: planShareSchema, shareToken: planTokenSchema, shareUrl: z.string() }));

export const planShareParamsSchema = z.object({
  token: planTokenSchema,
  shareId: z.string().regex(/^[a-f0-9]{24}$/, 'Share id must be 24 hexadecimal digits.'),
});

/** What a share link shows: the plan and its quote, without the owner's phone and e-mail. */
export const sharedPlanSchema = z.object({
  exhibitionName: z.string(),
  companyName: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  boothSizeSqm: z.number().nullable(),
  teamSize: z.number().nullable(),
  versionNumber: z.number().int().min(1),
  versionCreatedAt: z.iso.datetime(),
  quote: pricedQuoteSchema,
  roi: quoteRoiSchema,
  responses: z.array(planResponseSchema),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;
export const sharedPlanResponseSchema = successResponseSchema(sharedPlanSchema);

export const PLAN_RESPONSE_NOTE_MAX = 2000;
export const planResponseRequestSchema = z.object({
  /** The version the viewer saw; refused (409) when the plan has a newer one. */
  versionNumber: z.number({ error: 'Version must be a whole number.' }).int().min(1),
  decision: planDecisionSchema,
  name: plainText('Your name', 100).pipe(z.string().min(1, 'Your name is required.')),
  note: plainText('Note', PLAN_RESPONSE_NOTE_MAX, { multiline: true }).optional(),
});
export type PlanResponseRequestInput = z.input<typeof planResponseRequestSchema>;
export const planResponseCreatedSchema = successResponseSchema(planResponseSchema);
export const PLAN_CHANGED_SINCE_VIEWED_MESSAGE = 'The plan changed since you opened it. Reload to see the newest version, then answer again.';

// ---- My plans ----

export const signInLinkRequestSchema = z.object({
  email: plainText('E-mail', 254).pipe(z.email('E-mail must be a valid e-mail address.')),
});
export const SIGN_IN_LINK_SENT_MESSAGE = 'If plans are saved for that address, a sign-in link is on its way. It works once, within 15 minutes.';
export const signInLinkResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const signInRequestSchema = z.object({ token: planTokenSchema });
export const myPlansSessionSchema = z.object({ session: planTokenSchema, email: z.string(), expiresAt: z.iso.datetime() });
export const myPlansSessionResponseSchema = successResponseSchema(myPlansSessionSchema);

export const myPlansParamsSchema = z.object({ session: planTokenSchema });
export const myPlanParamsSchema = z.object({ session: planTokenSchema, planId: planIdSchema });

export const myPlanSummarySchema = z.object({
  id: z.string(),
  exhibitionName: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  latestVersion: z.number().int().min(1),
  status: planStatusSchema,
  grandTotal: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
  /** `2026-27`, by the show's start date (else when the plan was made); April to March. */
  financialYear: z.string(),
  /** 1 (April–June) to 4 (January–March). */
  quarter: z.number().int().min(1).max(4),
});
export type MyPlanSummary = z.infer<typeof myPlanSummarySchema>;

export const financialYearTotalsSchema = z.object({
  financialYear: z.string(),
  /** Grand totals with GST of Q1 (April–June) to Q4 (January–March). */
  quarters: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  total: z.number(),
  plans: z.number().int().nonnegative(),
});
export type FinancialYearTotals = z.infer<typeof financialYearTotalsSchema>;

export const myPlansResponseSchema = successResponseSchema(
  z.object({ email: z.string(), plans: z.array(myPlanSummarySchema), financialYears: z.array(financialYearTotalsSchema) }),
);
export type MyPlansResponse = z.infer<typeof myPlansResponseSchema>;

export const planEditLinkResponseSchema = successResponseSchema(z.object({ editToken: planTokenSchema, editUrl: z.string() }));

export const duplicatePlanRequestSchema = z.object({
  exhibitionName: plainText('Exhibition name', 200).optional(),
});
export const duplicatedPlanResponseSchema = successResponseSchema(z.object({ plan: savedPlanSchema, editToken: planTokenSchema, editUrl: z.string() }));

/** Everything stored about one plan, for its owner. */
export const planExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  plan: z.record(z.string(), z.unknown()),
  versions: z.array(z.record(z.string(), z.unknown())),
  shares: z.array(z.record(z.string(), z.unknown())),
  responses: z.array(z.record(z.string(), z.unknown())),
  quotes: z.array(z.record(z.string(), z.unknown())),
});
export type PlanExport = z.infer<typeof planExportSchema>;

export const TOO_MANY_PLAN_SAVES_MESSAGE = 'Too many saves from your address. Please wait a minute; your plan is kept in this browser meanwhile.';
