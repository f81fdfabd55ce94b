import { z } from 'zod';
import { errorResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';

const email = z.string().trim().max(254).pipe(z.email('E-mail must be a valid e-mail address.'));
/** A link back to the product, built by quotes from its PUBLIC_BASE_URL. */
const link = z.url({ protocol: /^https?$/ }).max(500);
const text = (max = 200) => z.string().trim().min(1).max(max);

/**
 * The saved-plan mails, each composed by notify from these facts. `key` makes a repeat of the same
 * mail (a retried call) a no-op: notify records one message per key.
 */
export const planMailSchema = z.discriminatedUnion('kind', [
  /** To the owner on the first save: the private edit link. */
  z.object({ kind: z.literal('plan-saved'), key: text(120), to: email, exhibitionName: text(), editUrl: link }),
  /** To an address that asked: the one-time sign-in link to its plans. */
  z.object({
    kind: z.literal('plan-sign-in'),
    key: text(120),
    to: email,
    signInUrl: link,
    validMinutes: z.number().int().min(1).max(60),
    planCount: z.number().int().min(1),
  }),
  /** To the owner: a viewer approved a version or asked for changes. */
  z.object({
    kind: z.literal('plan-response'),
    key: text(120),
    to: email,
    exhibitionName: text(),
    decision: z.enum(['approved', 'changes-requested']),
    reviewerName: text(100),
    note: z.string().trim().max(2000),
    versionNumber: z.number().int().min(1),
    myPlansUrl: link,
  }),
  /** To the owner of a plan untouched for long: it will be deleted unless opened. */
  z.object({ kind: z.literal('plan-retention-warning'), key: text(120), to: email, exhibitionName: text(), deleteOn: z.iso.date(), myPlansUrl: link }),
]);
export type PlanMail = z.infer<typeof planMailSchema>;
export type PlanMailKind = PlanMail['kind'];

/**
 * `withheld`: nothing was mailed, because the address stopped mail from StallPlan or had its
 * PLAN_MAILS_PER_ADDRESS_PER_DAY already (mail-stops.ts).
 */
export const planMailResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean().optional(), withheld: z.boolean().optional() });

/** Service-to-service only: the gateway never proxies /internal. */
export const planMailRoutes = defineRoutes({
  sendPlanMail: {
    method: 'POST',
    path: '/internal/plan-mails',
    summary: 'Mail one message about a saved plan (internal)',
    body: planMailSchema,
    responses: { 202: planMailResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
});
