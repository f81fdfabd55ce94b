import { z } from 'zod';
import { reviewRatingsSchema } from '../marketplace/builder-bids.js';
import type { WebhookEventType } from './webhooks.js';

/**
 * What each webhook event's `data` holds: ids and the public fields of the fact (docs/integrations.md#payload-privacy).
 * Strict objects, so a producer that adds a field by mistake (a token, a private link, an e-mail) is
 * refused before the event is queued rather than delivered. An exhibitor's contact details travel
 * beside `data` as `contact` (webhookContactSchema) and reach only keys with `contacts:read`.
 */

const id = z.string().min(1).max(64);
const name = z.string().max(500);
const timestamp = z.iso.datetime();
/** `YYYY-MM-DD`, as the exhibitor gave it. */
const day = z.iso.date();
const rupees = z.number().int().nonnegative();

export const enquiryCreatedDataSchema = z.strictObject({
  enquiryId: id,
  /** The vendor's catalogue id; null when the enquiry named the vendor by e-mail only. */
  vendorId: id.nullable(),
  vendorName: name,
  exhibitionName: name,
  /** Where the exhibitor travels to (the show's city), when given. */
  city: name.optional(),
  createdAt: timestamp,
});

export const vendorApprovedDataSchema = z.strictObject({
  vendorId: id,
  name,
  category: name,
  city: name,
  state: name,
  services: z.array(z.string()),
  specialties: z.array(z.string()),
  serviceCities: z.array(z.string()),
  approvedAt: timestamp,
});

export const briefCreatedDataSchema = z.strictObject({
  briefId: id,
  exhibitionName: name,
  city: name,
  startDate: day,
  endDate: day,
  areaSqm: z.number().nonnegative(),
  invitedBuilders: z.array(z.strictObject({ vendorId: id, name })),
  bidsCloseAt: timestamp,
  createdAt: timestamp,
});

export const bidSubmittedDataSchema = z.strictObject({
  briefId: id,
  bidId: id,
  vendorId: id,
  builderName: name,
  /** The bid's total in whole rupees (the sum of its lines). */
  total: rupees,
  /** 1 for a first bid, one more for each revision. */
  revision: z.number().int().min(1),
  submittedAt: timestamp,
});

export const briefAwardedDataSchema = z.strictObject({
  briefId: id,
  bidId: id,
  vendorId: id,
  builderName: name,
  total: rupees,
  awardedAt: timestamp,
});

export const reviewApprovedDataSchema = z.strictObject({
  reviewId: id,
  briefId: id,
  vendorId: id,
  builderName: name,
  /** The mean of the four ratings, to one decimal. */
  rating: z.number().min(1).max(5),
  ratings: reviewRatingsSchema,
  approvedAt: timestamp,
});

export const quoteGeneratedDataSchema = z.strictObject({
  /**
   * The stored quote's id. Not its quote number: the number alone opens the stored quote with the
   * exhibitor's details (`GET /api/quotes/:id`), so it is no public field.
   */
  quoteId: id,
  /** The grand total with GST, in whole rupees. */
  total: rupees,
  currency: z.literal('INR'),
  exhibitionName: name.optional(),
  city: name.optional(),
  createdAt: timestamp,
});

export const planSavedDataSchema = z.strictObject({
  planId: id,
  /** The version this save made (1 for a new plan). */
  version: z.number().int().min(1),
  /** That version's grand total with GST, in whole rupees. */
  total: rupees.optional(),
  exhibitionName: name.optional(),
  city: name.optional(),
  savedAt: timestamp,
});

export const planApprovedDataSchema = z.strictObject({
  planId: id,
  /** The version the reviewer approved. */
  version: z.number().int().min(1),
  responseId: id,
  respondedAt: timestamp,
});

/** One schema per event type, so the SDK can type each payload and producers are checked against it. */
export const webhookEventDataSchemas = {
  'enquiry.created': enquiryCreatedDataSchema,
  'vendor.approved': vendorApprovedDataSchema,
  'brief.created': briefCreatedDataSchema,
  'bid.submitted': bidSubmittedDataSchema,
  'brief.awarded': briefAwardedDataSchema,
  'review.approved': reviewApprovedDataSchema,
  'quote.generated': quoteGeneratedDataSchema,
  'plan.saved': planSavedDataSchema,
  'plan.approved': planApprovedDataSchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType = WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/**
 * An exhibitor's contact details, only on events that carry one (enquiry.created, brief.created,
 * quote.generated, plan.saved); every field only when the exhibitor gave it.
 */
export const webhookContactSchema = z.strictObject({
  name: name.optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(50).optional(),
  company: name.optional(),
});
export type WebhookContact = z.infer<typeof webhookContactSchema>;
