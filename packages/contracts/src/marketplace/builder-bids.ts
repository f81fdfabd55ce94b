import { z } from 'zod';
import { stallDesignDataSchema } from '../planner/stall-design.js';
import { eachOnce } from '../shared/each-once.js';
import { documentNumber, optionalText, REAL_DATE, requiredText } from '../shared/input-fields.js';
import { documentedInput, withRule } from '../http/define-routes.js';
import { MAX_BOOTH_AREA } from '../planner/stall-design.js';
import { hasHiddenCharacters, hiddenCharactersMessage, plainText } from '../shared/plain-text.js';

/** One brief goes to at most this many builders. */
export const MAX_BRIEF_BUILDERS = 5;
/** A builder's link works for this long after the brief is sent (or until the show starts, if sooner). */
export const BID_LINK_DAYS = 30;
/** The exhibitor's private link works until this long after the show ends, for the review. */
export const OWNER_LINK_DAYS_AFTER_EVENT = 180;

/**
 * A private link's token: 32 random bytes, base64url (43 characters). Anything else is refused
 * with the same answer as a wrong token, so a probe learns nothing from the shape.
 */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVALID_LINK_MESSAGE = 'This link is not valid or has expired.';
export const accessTokenParamsSchema = z.object({ token: z.string().regex(ACCESS_TOKEN_PATTERN, INVALID_LINK_MESSAGE) });
export type AccessTokenParams = z.infer<typeof accessTokenParamsSchema>;

const recordId = z
  .string({ error: 'Id is required.' })
  .min(1, 'Id is required.')
  .max(64, 'Id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may contain only letters, digits, - and _.');

const calendarDay = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${what} must be a date like 2027-01-20.`, abort: true })
    // Date.parse takes 2027-02-31 for 3 March; the pattern knows the calendar.
    .regex(REAL_DATE, `${what} must be a real date.`);

const rupees = (what: string, max = 1_000_000_000) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number of rupees.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`);

// ---- Bid lines ----

/** How every bid splits its price, so bids can be compared line by line. */
export const BID_LINE_KEYS = ['structure', 'graphics', 'furniture', 'avElectrical', 'labour', 'transport'] as const;
export type BidLineKey = (typeof BID_LINE_KEYS)[number];
export const BID_LINE_LABELS: Readonly<Record<BidLineKey, string>> = {
  structure: 'Structure',
  graphics: 'Graphics',
  furniture: 'Furniture',
  avElectrical: 'AV and electrical',
  labour: 'Labour',
  transport: 'Transport',
};
export const bidLinesSchema = z.object({
  structure: rupees('Structure'),
  graphics: rupees('Graphics'),
  furniture: rupees('Furniture'),
  avElectrical: rupees('AV and electrical'),
  labour: rupees('Labour'),
  transport: rupees('Transport'),
});
export type BidLines = z.infer<typeof bidLinesSchema>;

// ---- The brief ----

/** What the exhibitor sends from step 3. The contact details go to StallPlan and, after the award, to the chosen builder only. */
export const briefRequestSchema = z.object({
  vendorIds: withRule(
    eachOnce(
      z
        .array(recordId, { error: 'Choose the builders to send the brief to.' })
        .min(1, 'Choose at least one builder.')
        .max(MAX_BRIEF_BUILDERS, `Choose at most ${MAX_BRIEF_BUILDERS} builders.`),
      'Each builder can be chosen once.',
    ),
    'Each one the id of a builder listed in Find Builders (an active vendor).',
  ),
  exhibitor: z.object({
    companyName: requiredText('Company Name'),
    contactPerson: requiredText('Your Name'),
    email: requiredText('Email Address', 254).pipe(z.email('Email Address must be a valid e-mail address.')),
    phone: optionalText('Mobile Number', 30),
  }),
  event: z
    .object({
      exhibitionName: requiredText('Exhibition Name'),
      city: requiredText('City', 100),
      startDate: withRule(calendarDay('Exhibition start date'), 'After today (UTC): builders need time to bid before the show.'),
      endDate: withRule(calendarDay('Exhibition end date'), 'On or after the start date.'),
    })
    .refine((event) => event.endDate >= event.startDate, { path: ['endDate'], message: 'Exhibition end date must be on or after the start date.' }),
  /** Builders price a stall by its size: a brief without one cannot be bid on. */
  design: documentedInput(
    stallDesignDataSchema.refine((design) => design.area > 0, { path: ['area'], message: 'Booth area must be above 0 to ask builders for bids.' }),
    (generated) => {
      const properties = (generated.properties ?? {}) as Record<string, Record<string, unknown>>;
      const area = ((properties.area?.anyOf as Array<Record<string, unknown>> | undefined)?.[0] ?? {}) as { maximum?: number };
      properties.area = documentNumber('Booth area', { blank: false })({ type: 'integer', minimum: 1, maximum: area.maximum ?? MAX_BOOTH_AREA });
      return { ...generated, required: [...((generated.required as string[] | undefined) ?? []), 'area'] };
    },
  ),
  /** The exhibitor's budget for the stall build, shared with the builders; absent, none is shared. */
  budget: rupees('Budget').optional(),
  notes: optionalText('Notes', 2000, { multiline: true }),
  /** The planner's plan id, so a brief can be traced to its plan. */
  planId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Plan id must be 8 to 64 letters, digits, - or _.')
    .optional(),
});
export type BriefRequestInput = z.input<typeof briefRequestSchema>;
export type BriefRequest = z.output<typeof briefRequestSchema>;

export const briefCreatedSchema = z.object({
  briefId: z.string(),
  /** The exhibitor's private link token: keep it; it is also mailed to them. */
  ownerToken: z.string(),
  invited: z.array(z.object({ vendorId: z.string(), name: z.string() })),
  bidsCloseAt: z.iso.datetime(),
});
export const briefCreatedResponseSchema = z.object({ success: z.literal(true), data: briefCreatedSchema });
export type BriefCreatedResponse = z.infer<typeof briefCreatedResponseSchema>;

/** The brief as a builder sees it: the show, the design and the budget; never the exhibitor's contact details. */
export const sharedBriefSchema = z.object({
  briefId: z.string(),
  companyName: z.string(),
  event: z.object({ exhibitionName: z.string(), city: z.string(), startDate: z.string(), endDate: z.string() }),
  design: stallDesignDataSchema,
  /** The design's area in square metres, as priced. */
  areaSqm: z.number().nonnegative(),
  budget: z.number().int().nonnegative().nullable(),
  notes: z.string().nullable(),
  bidsCloseAt: z.iso.datetime(),
  /** open: bids are taken; awarded: the exhibitor chose a builder (this one or another). */
  status: z.enum(['open', 'awarded']),
});
export type SharedBrief = z.infer<typeof sharedBriefSchema>;

// ---- Bids ----

export const bidInputSchema = z
  .object({
    lines: bidLinesSchema,
    timelineDays: z
      .number({ error: 'Timeline must be a number of days.' })
      .int('Timeline must be a whole number of days.')
      .min(1, 'Timeline must be at least 1 day.')
      .max(180, 'Timeline must be at most 180 days.'),
    inclusions: z
      .array(plainText('Each inclusion', 200).pipe(z.string().min(1, 'An inclusion cannot be blank.')))
      .max(20, 'List at most 20 inclusions.')
      .default([]),
    exclusions: z
      .array(plainText('Each exclusion', 200).pipe(z.string().min(1, 'An exclusion cannot be blank.')))
      .max(20, 'List at most 20 exclusions.')
      .default([]),
    validUntil: calendarDay('Valid until'),
    note: optionalText('Note', 2000, { multiline: true }),
  })
  .refine((bid) => BID_LINE_KEYS.some((key) => bid.lines[key] > 0), { path: ['lines'], message: 'Give a price for at least one line.' });
export type BidInput = z.input<typeof bidInputSchema>;
export type BidData = z.output<typeof bidInputSchema>;

export const bidSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  lines: bidLinesSchema,
  total: z.number().int().nonnegative(),
  timelineDays: z.number().int(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  validUntil: z.string(),
  note: z.string().nullable(),
  /** 1 for the first bid, +1 per revision. */
  revision: z.number().int().min(1),
  submittedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  status: z.enum(['open', 'awarded', 'not-awarded']),
});
export type Bid = z.infer<typeof bidSchema>;

/** GET /api/bids/:token: the brief and this builder's own bid, if any. */
export const builderBriefResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ brief: sharedBriefSchema, vendorName: z.string(), bid: bidSchema.nullable() }),
});
export type BuilderBriefResponse = z.infer<typeof builderBriefResponseSchema>;

export const bidResponseSchema = z.object({ success: z.literal(true), data: bidSchema });
export type BidResponse = z.infer<typeof bidResponseSchema>;

// ---- Reviews ----

export const REVIEW_CRITERIA = ['design', 'workmanship', 'timeliness', 'cost'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];
export const REVIEW_CRITERION_LABELS: Readonly<Record<ReviewCriterion, string>> = {
  design: 'Design',
  workmanship: 'Workmanship',
  timeliness: 'Timeliness',
  cost: 'Cost',
};
const stars = (what: string) =>
  z
    .number({ error: `Please rate ${what}.` })
    .int(`Rate ${what} with 1 to 5 stars.`)
    .min(1, `Rate ${what} with 1 to 5 stars.`)
    .max(5, `Rate ${what} with 1 to 5 stars.`);
export const reviewRatingsSchema = z.object({
  design: stars('design'),
  workmanship: stars('workmanship'),
  timeliness: stars('timeliness'),
  cost: stars('cost'),
});
export type ReviewRatings = z.infer<typeof reviewRatingsSchema>;

/** A stored upload's path, as `POST /api/upload/images` returns it. */
const uploadedImagePath = z.string().regex(/^\/api\/files\/[A-Za-z0-9._-]+$/, 'Photos must be images uploaded here.');

export const reviewInputSchema = z.object({
  ratings: reviewRatingsSchema,
  text: z
    .string({ error: 'Please write a few words about the builder.' })
    .trim()
    .min(20, 'Please write at least 20 characters about the builder.')
    .max(2000, 'The review must be at most 2,000 characters.')
    .refine((text) => !hasHiddenCharacters(text, { multiline: true }), hiddenCharactersMessage('The review', { multiline: true })),
  photos: z.array(uploadedImagePath).max(5, 'Add at most 5 photos.').default([]),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review as the public reads it (approved only) and the admin moderates it. */
export const reviewSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  briefId: z.string(),
  companyName: z.string(),
  exhibitionName: z.string(),
  ratings: reviewRatingsSchema,
  text: z.string(),
  photos: z.array(z.string()),
  status: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({ success: z.literal(true), data: reviewSchema });

/** Averages per criterion, one decimal, over approved reviews; null with none. */
export const reviewSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  averages: z.object({ design: z.number().nullable(), workmanship: z.number().nullable(), timeliness: z.number().nullable(), cost: z.number().nullable() }),
  overall: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const vendorReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ summary: reviewSummarySchema, reviews: z.array(reviewSchema) }),
});
export type VendorReviewsResponse = z.infer<typeof vendorReviewsResponseSchema>;

// ---- The exhibitor's comparison ----

export const invitationSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  /** invited: no bid yet; bid: a bid is in. */
  status: z.enum(['invited', 'bid']),
});

export const briefComparisonSchema = z.object({
  brief: sharedBriefSchema,
  invitations: z.array(invitationSchema),
  bids: z.array(bidSchema),
  /** StallPlan's own estimate of the same design, split as the bids are. */
  estimate: z.object({ lines: bidLinesSchema, total: z.number().int().nonnegative() }),
  awardedBidId: z.string().nullable(),
  /** From the day after the show ends, once a bid is awarded and no review is written yet. */
  canReview: z.boolean(),
  review: reviewSchema.nullable(),
});
export type BriefComparison = z.infer<typeof briefComparisonSchema>;
export const briefComparisonResponseSchema = z.object({ success: z.literal(true), data: briefComparisonSchema });
export type BriefComparisonResponse = z.infer<typeof briefComparisonResponseSchema>;

export const awardRequestSchema = z.object({ bidId: recordId });
export type AwardRequest = z.infer<typeof awardRequestSchema>;

// ---- Admin ----

export const adminBriefSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  companyName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  exhibitionName: z.string(),
  city: z.string(),
  endDate: z.string(),
  invited: z.number().int().nonnegative(),
  bids: z.number().int().nonnegative(),
  awardedVendorName: z.string().nullable(),
});
export type AdminBrief = z.infer<typeof adminBriefSchema>;
export const adminBriefListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminBriefSchema) });

export const adminBidSchema = bidSchema.extend({ briefId: z.string(), exhibitionName: z.string(), companyName: z.string() });
export type AdminBid = z.infer<typeof adminBidSchema>;
export const adminBidListResponseSchema = z.object({ success: z.literal(true), data: z.array(adminBidSchema) });

export const adminReviewListQuerySchema = z.object({ status: reviewStatusSchema.optional() });
export const adminReviewListResponseSchema = z.object({ success: z.literal(true), data: z.array(reviewSchema) });
export const reviewRejectionSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters.')
    .max(500, 'The reason must be at most 500 characters.')
    .refine((text) => !hasHiddenCharacters(text, { multiline: true }), hiddenCharactersMessage('The reason', { multiline: true })),
});
export type ReviewRejection = z.infer<typeof reviewRejectionSchema>;
