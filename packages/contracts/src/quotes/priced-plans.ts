import { z } from 'zod';
import { errorResponseSchema, successResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';
import { pricedQuoteSchema } from '../planner/priced-quote.js';
import { quotePdfRequestSchema } from '../planner/quote-requests.js';

/**
 * A plan's quote as the quotes service prices it, the one authority for every figure
 * (docs/quote-model.md#authority): notify's admin mail prints this, never a figure of its own.
 */
export const pricedPlanSchema = z.object({
  quote: pricedQuoteSchema,
  /** Where the space rate came from, in a sentence: the show's published rate, the user's own, or a typical rate. */
  spaceNote: z.string(),
  /** The catalogue show whose published rate priced the space, when one did. */
  showName: z.string().nullable(),
});
export type PricedPlanAnswer = z.infer<typeof pricedPlanSchema>;
export const pricedPlanResponseSchema = successResponseSchema(pricedPlanSchema);

/** Service-to-service only: the gateway never proxies /internal. */
export const pricedPlanRoutes = defineRoutes({
  pricePlan: {
    method: 'POST',
    path: '/internal/priced-plans',
    summary: "A plan's quote, priced by the quotes service (internal)",
    body: quotePdfRequestSchema,
    responses: { 200: pricedPlanResponseSchema, 400: errorResponseSchema, 503: errorResponseSchema },
  },
});
