import { z } from 'zod';
import { errorResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';

const person = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().pipe(z.email('E-mail must be a valid e-mail address.')),
});
/** A link back to the product, built by catalog from its PUBLIC_BASE_URL. */
const link = z.url({ protocol: /^https?$/ }).max(500);
const text = (max = 200) => z.string().trim().min(1).max(max);

/**
 * The mails of the builder-bids flow, each composed by notify from these facts. `key` makes a
 * repeat of the same mail (a retried call) a no-op: notify records one message per key.
 */
export const builderMailSchema = z.discriminatedUnion('kind', [
  /** To each invited builder: the brief and the private bid link. */
  z.object({
    kind: z.literal('brief-invitation'),
    key: text(120),
    to: person,
    companyName: text(),
    exhibitionName: text(),
    city: text(100),
    startDate: text(10),
    endDate: text(10),
    areaSqm: z.number().nonnegative(),
    budget: z.number().int().nonnegative().nullable(),
    bidUrl: link,
    bidsCloseAt: z.iso.datetime(),
  }),
  /** To the exhibitor: the brief went out, and the private comparison link. */
  z.object({
    kind: z.literal('brief-sent'),
    key: text(120),
    to: person,
    exhibitionName: text(),
    builders: z.array(text()).min(1).max(5),
    comparisonUrl: link,
  }),
  /** To the exhibitor: a builder bid or revised a bid. */
  z.object({
    kind: z.literal('bid-received'),
    key: text(120),
    to: person,
    exhibitionName: text(),
    builderName: text(),
    total: z.number().int().nonnegative(),
    revision: z.number().int().min(1),
    comparisonUrl: link,
  }),
  /** To the chosen builder, with the exhibitor's contact details (shared only now). */
  z.object({
    kind: z.literal('bid-awarded'),
    key: text(120),
    to: person,
    exhibitionName: text(),
    total: z.number().int().nonnegative(),
    exhibitor: z.object({ companyName: text(), contactPerson: text(), email: text(254), phone: z.string().trim().max(30).nullable() }),
  }),
  /** To every other bidder: politely, another builder was chosen. */
  z.object({
    kind: z.literal('bid-not-awarded'),
    key: text(120),
    to: person,
    exhibitionName: text(),
  }),
  /** To the exhibitor after the show: review the builder. */
  z.object({
    kind: z.literal('review-invitation'),
    key: text(120),
    to: person,
    exhibitionName: text(),
    builderName: text(),
    reviewUrl: link,
  }),
]);
export type BuilderMail = z.infer<typeof builderMailSchema>;
export type BuilderMailKind = BuilderMail['kind'];

/** `withheld`: nothing was mailed, because the exhibitor's address stopped mail from StallPlan (mail-stops.ts). */
export const builderMailResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean().optional(), withheld: z.boolean().optional() });

/** Service-to-service only, outside /api like the registration confirmation: the gateway never proxies it. */
export const builderMailRoutes = defineRoutes({
  sendBuilderMail: {
    method: 'POST',
    path: '/internal/builder-mails',
    summary: 'Mail one message of the builder-bids flow (internal)',
    body: builderMailSchema,
    responses: { 202: builderMailResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
});
