import { z } from 'zod';
import { errorResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';

/** Where a message stands: `held` when no mail server is configured, so only the admin reads it. */
export const outboxStatusValues = ['queued', 'sent', 'failed', 'held'] as const;
export const outboxStatusSchema = z.enum(outboxStatusValues, { error: () => `Status must be one of: ${outboxStatusValues.join(', ')}.` });
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** What a message was sent for. */
export const outboxKindValues = [
  'enquiry',
  'enquiry-copy',
  'form-notification',
  'stall-requirements',
  'stall-confirmation',
  'vendor-registration',
  // The builder-bids flow, one kind per mail of `builderMailSchema`.
  'brief-invitation',
  'brief-sent',
  'bid-received',
  'bid-awarded',
  'bid-not-awarded',
  'review-invitation',
  // Saved plans, one kind per mail of `planMailSchema`.
  'plan-saved',
  'plan-sign-in',
  'plan-response',
  'plan-retention-warning',
] as const;
export const outboxKindSchema = z.enum(outboxKindValues);
export type OutboxKind = z.infer<typeof outboxKindSchema>;

export const ADMIN_LIST_PAGE_SIZE_MAX = 100;

function pageQueryShape() {
  return {
    page: z.coerce
      .number({ error: 'Page must be a number.' })
      .int('Page must be a whole number.')
      .min(1, 'Page must be at least 1.')
      .max(10_000, 'Page must be at most 10000.')
      .default(1),
    limit: z.coerce
      .number({ error: 'Limit must be a number.' })
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be at least 1.')
      .max(ADMIN_LIST_PAGE_SIZE_MAX, `Limit must be at most ${ADMIN_LIST_PAGE_SIZE_MAX}.`)
      .default(20),
  };
}

export const outboxListQuerySchema = z.object({ ...pageQueryShape(), status: outboxStatusSchema.optional() });
export type OutboxListQuery = z.output<typeof outboxListQuerySchema>;

export const enquiryListQuerySchema = z.object(pageQueryShape());
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

/** One recorded message as the admin reads it; the HTML body is left out (the text says the same). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: outboxKindSchema,
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** One stored vendor enquiry, as the admin list shows it. */
export const enquirySummarySchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  vendorEmail: z.string(),
  companyName: z.string(),
  yourName: z.string(),
  emailAddress: z.string().nullable(),
  mobileNumber: z.string(),
  exhibitionName: z.string(),
  arrivalCity: z.string().nullable(),
  boothArea: z.number().nullable(),
  boothUnit: z.string(),
  createdAt: z.string(),
});
export type EnquirySummary = z.infer<typeof enquirySummarySchema>;

function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int().nonnegative(),
  });
}

export const outboxListResponseSchema = pageOf(outboxMessageSchema);
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
export const enquiryListResponseSchema = pageOf(enquirySummarySchema);
export type EnquiryListResponse = z.infer<typeof enquiryListResponseSchema>;

/** The admin's view of notify's mail, newest first, one bounded page at a time. */
export const notifyAdminRoutes = defineRoutes({
  listOutbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Every message notify recorded, with its recipients, status, attempts and last error',
    query: outboxListQuerySchema,
    admin: true,
    responses: { 200: outboxListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  listEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries',
    summary: 'The vendor enquiries sent from the planner',
    query: enquiryListQuerySchema,
    admin: true,
    responses: { 200: enquiryListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
});

/**
 * Catalog's call after a vendor registers: notify mails the vendor the link that confirms the
 * address (built by catalog from its PUBLIC_BASE_URL); the profile awaits approval after that.
 */
export const vendorRegistrationMailSchema = z.object({
  vendorId: z.string({ error: 'Vendor id is required.' }).regex(/^[A-Za-z0-9_-]{1,100}$/, 'Vendor id may contain only letters, digits, - and _.'),
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
  email: z.string({ error: 'E-mail is required.' }).trim().pipe(z.email('E-mail must be a valid e-mail address.')),
  confirmUrl: z.url({ protocol: /^https?$/, error: 'The confirmation link must be an http(s) address.' }).max(500, 'The confirmation link is too long.'),
});
export type VendorRegistrationMailInput = z.input<typeof vendorRegistrationMailSchema>;

/** 202: the confirmation is recorded and will be sent; a repeat for the same vendor sends nothing more. */
export const vendorRegistrationMailResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean().optional() });

/**
 * Service-to-service only. The path is outside /api on purpose: the gateway proxies /api (and
 * /generate-roi-guide) and nothing else, so the public can never reach this call.
 */
export const vendorRegistrationMailRoutes = defineRoutes({
  confirmVendorRegistration: {
    method: 'POST',
    path: '/internal/vendor-registrations',
    summary: 'Mail a newly registered vendor the link that confirms the e-mail address (internal)',
    body: vendorRegistrationMailSchema,
    responses: { 202: vendorRegistrationMailResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
});
