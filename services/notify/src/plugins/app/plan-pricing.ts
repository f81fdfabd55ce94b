import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuotesClient, type PricedPlanAnswer, type QuotePdfRequestInput } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';

/** The sentence a caller reads when the quotes service cannot price the plan: nothing was sent. */
export const PLAN_NOT_PRICED = 'The plan could not be priced right now, so nothing was sent. Please try again in a moment.';

/** A finished plan is priced while the browser waits: longer than a PDF's show lookup, shorter than its patience. */
const PRICING_TIMEOUT_MS = 5_000;

export interface PlanPricing {
  /** The plan as the quotes service prices it; a 503 AppError when it cannot. */
  price(plan: QuotePdfRequestInput): Promise<PricedPlanAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    planPricing: PlanPricing;
  }
}

/**
 * Asks quotes, the one authority for a quote's figures (docs/quote-model.md#authority), to price
 * a plan: notify prints what quotes answers and computes nothing itself.
 */
async function planPricing(fastify: FastifyInstance, { config }: { config: Pick<NotifyConfig, 'QUOTES_URL'> }) {
  const quotes = config.QUOTES_URL === undefined ? null : createQuotesClient({ baseUrl: config.QUOTES_URL });
  fastify.decorate('planPricing', {
    async price(plan) {
      if (!quotes) {
        fastify.log.warn('QUOTES_URL is not set, so no plan can be priced');
        throw new AppError('SERVICE_UNAVAILABLE', PLAN_NOT_PRICED);
      }
      try {
        const answer = await quotes.pricePlan({
          body: plan,
          headers: await fastify.serviceTokens.headersFor('quotes'),
          signal: AbortSignal.timeout(PRICING_TIMEOUT_MS),
        });
        if (answer.status === 200) return answer.body.data;
        fastify.log.warn({ status: answer.status, error: answer.body.error }, 'quotes did not price the plan');
      } catch (error) {
        fastify.log.warn({ err: error }, 'quotes could not be asked to price the plan');
      }
      throw new AppError('SERVICE_UNAVAILABLE', PLAN_NOT_PRICED);
    },
  } satisfies PlanPricing);
}

export const planPricingPlugin = fp(planPricing, { name: 'plan-pricing', fastify: '5.x', dependencies: ['stallplan-service-auth'] });
