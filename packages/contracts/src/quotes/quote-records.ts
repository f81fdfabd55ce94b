import { z } from 'zod';
import { errorResponseSchema, successResponseSchema } from '../envelope.js';
import { defineRoutes, fileResponseSchema } from '../http/define-routes.js';
import { deletedResponseSchema } from '../marketplace/deleted-response.js';
import { costsSchema } from '../planner/costs.js';
import { pricedQuoteSchema, quoteRoiSchema } from '../planner/priced-quote.js';

/** `SP-20261123-7KQ4XM`: the day it was issued, then random letters and digits. */
export const QUOTE_NUMBER_PATTERN = /^SP-\d{8}-[A-Z0-9]{4,8}$/;
export const QUOTE_NOT_FOUND_MESSAGE = 'There is no quote with that number.';
export const QUOTE_CONTACTS_NEED_CREDENTIAL_MESSAGE =
  "A stored quote's PDF prints the exhibitor's contact details, so it opens only for the admin or an API key with the contacts:read scope. The exhibitor's own copy came with the quote.";
export const TOO_MANY_QUOTE_LOOKUPS_MESSAGE = 'Too many quotes looked up from your address. Please wait ten minutes and try again.';
export const QUOTE_PDF_NOT_READY_MESSAGE = 'The PDF of this quote is not ready yet. Please try again in a moment.';
/** The stored PDF was removed after the retention period. */
export const QUOTE_PDF_EXPIRED_MESSAGE =
  'The PDF of this quote is no longer kept: stored PDFs are removed after a while unless the quote is pinned. Make the quote again from your plan to get a new PDF.';
export const ADMIN_QUOTES_PAGE_SIZE = 20;
export const ADMIN_QUOTES_PAGE_SIZE_MAX = 100;

export const quoteNumberSchema = z
  .string({ error: 'Quote number is required.' })
  .regex(QUOTE_NUMBER_PATTERN, 'Quote number must look like SP-20261123-7KQ4XM.');

export const quoteRecordParamsSchema = z.object({ id: quoteNumberSchema });
export type QuoteRecordParams = z.infer<typeof quoteRecordParamsSchema>;

/** `expired`: the PDF was made, then removed after the retention period; the figures are still kept. */
export const quotePdfStatusSchema = z.enum(['rendering', 'ready', 'failed', 'expired']);
export type QuotePdfStatus = z.infer<typeof quotePdfStatusSchema>;

/**
 * A stored quote: what was asked (the validated request, as sent), what the service computed,
 * and, when the browser's total differed from the computed one, both totals side by side.
 */
export const storedQuoteSchema = z.object({
  quoteNumber: quoteNumberSchema,
  createdAt: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  companyName: z.string(),
  contactPerson: z.string(),
  exhibitionName: z.string(),
  /** Every line and total the PDF prints, priced by the quotes service. */
  quote: pricedQuoteSchema,
  roi: quoteRoiSchema,
  /** The browser's `costs` as sent; never printed. */
  submittedCosts: costsSchema.partial().nullable(),
  /** True when the browser sent a total that is not the computed one. */
  totalMismatch: z.boolean(),
  inputs: z.record(z.string(), z.unknown()),
  pdfStatus: quotePdfStatusSchema,
  pdfFileName: z.string(),
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;

export const quoteRecordResponseSchema = successResponseSchema(storedQuoteSchema);
export type QuoteRecordResponse = z.infer<typeof quoteRecordResponseSchema>;

/** One row of the admin's list: enough to find a quote, not its inputs. */
export const quoteSummarySchema = storedQuoteSchema
  .pick({
    quoteNumber: true,
    createdAt: true,
    companyName: true,
    contactPerson: true,
    exhibitionName: true,
    totalMismatch: true,
    pdfStatus: true,
  })
  .extend({
    grandTotal: z.number().int().nonnegative(),
    submittedTotal: z.number().nullable(),
    /** Pinned by the admin: its PDF is kept past the retention period. */
    pinned: z.boolean(),
    /** When its stored PDF will be removed; null while pinned or when no PDF is stored. */
    pdfExpiresAt: z.iso.datetime().nullable(),
  });
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

function wholeQueryNumber(what: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number<string | number | undefined>({ error: `${what} must be a whole number.` })
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max}.`)
      .default(fallback),
  );
}

export const adminQuoteListQuerySchema = z.object({
  page: wholeQueryNumber('Page', 1, 10_000, 1),
  limit: wholeQueryNumber('Limit', 1, ADMIN_QUOTES_PAGE_SIZE_MAX, ADMIN_QUOTES_PAGE_SIZE),
});
export type AdminQuoteListQueryInput = z.input<typeof adminQuoteListQuerySchema>;
export type AdminQuoteListQuery = z.output<typeof adminQuoteListQuerySchema>;

export const adminQuoteListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(quoteSummarySchema).max(ADMIN_QUOTES_PAGE_SIZE_MAX),
  pagination: z.object({ page: z.number().int().min(1), limit: z.number().int().min(1), total: z.number().int().nonnegative() }),
});
export type AdminQuoteListResponse = z.infer<typeof adminQuoteListResponseSchema>;

/** The admin's change to a quote: only its pin, so nothing else of what was quoted can be edited. */
export const adminQuotePinBodySchema = z.strictObject(
  { pinned: z.boolean({ error: 'pinned must be true or false.' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only pinned can be changed on a quote, not ${issue.keys.join(', ')}.` : undefined) },
);
export type AdminQuotePinBody = z.infer<typeof adminQuotePinBodySchema>;

export const adminQuoteResponseSchema = successResponseSchema(quoteSummarySchema);
export type AdminQuoteResponse = z.infer<typeof adminQuoteResponseSchema>;

/** Stored quotes, served by quotes: one by number, its PDF, and the admin's list, newest first. */
export const quoteRecordRoutes = defineRoutes({
  getQuote: {
    method: 'GET',
    path: '/api/quotes/:id',
    summary: 'A stored quote: its inputs and the figures the PDF prints',
    description:
      "The number is a reference printed on every PDF, not a credential: without one the answer leaves out the exhibitor's e-mail address and phone number (formData's emailAddress, email, mobileNumber, phoneNumber), which the admin and an API key with contacts:read receive. Lookups without a credential are limited to 60 per client in ten minutes.",
    params: quoteRecordParamsSchema,
    responses: { 200: quoteRecordResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
  },
  getQuotePdf: {
    method: 'GET',
    path: '/api/quotes/:id/pdf',
    summary: "A stored quote's PDF",
    description:
      "The PDF prints the exhibitor's contact details, so it opens only for the admin or an API key with contacts:read; anyone else gets 401. Refused lookups count towards the same limit of 60 per client in ten minutes.",
    params: quoteRecordParamsSchema,
    responses: {
      200: fileResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      410: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  listAdminQuotes: {
    method: 'GET',
    path: '/api/admin/quotes',
    summary: 'Every stored quote, newest first',
    query: adminQuoteListQuerySchema,
    admin: true,
    responses: { 200: adminQuoteListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  pinAdminQuote: {
    method: 'PATCH',
    path: '/api/admin/quotes/:id',
    summary: 'Pin a quote, so its PDF is kept past the retention period, or unpin it',
    params: quoteRecordParamsSchema,
    body: adminQuotePinBodySchema,
    admin: true,
    responses: { 200: adminQuoteResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteAdminQuote: {
    method: 'DELETE',
    path: '/api/admin/quotes/:id',
    summary: 'Delete a quote and its stored PDF for good',
    params: quoteRecordParamsSchema,
    admin: true,
    responses: { 200: deletedResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
  },
});
