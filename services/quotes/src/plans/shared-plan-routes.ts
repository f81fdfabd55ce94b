import type { FastifyInstance } from 'fastify';
import { PLAN_CHANGED_SINCE_VIEWED_MESSAGE, planRoutes, type SharedPlan } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuotesConfig } from '../config.js';
import { planApprovedEvent } from './plan-events.js';
import { linkGate, parseResponsesWithSchema, planErrorHandler } from './plan-links.js';
import type { PlanDocument, PlanShareDocument } from './plan-models.js';
import { planRateLimits } from './plan-rate-limits.js';
import { toPlanResponse } from './plan-store.js';

/** What a share link (`/api/shared-plans/:token`) opens: the newest version, read-only, and the answers. */
export default async function sharedPlanRouteHandlers(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  planErrorHandler(fastify);
  parseResponsesWithSchema(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = fastify.planStore;
  const limits = planRateLimits(config);
  const tags = ['plans'];
  const { getSharedPlan, respondToSharedPlan } = planRoutes;
  const viewer = linkGate<{ share: PlanShareDocument; plan: PlanDocument }>('token', (token) => store.openShare(token));

  app.route({
    ...fromContract(getSharedPlan, { tags }),
    preValidation: viewer.preValidation,
    handler: async (request) => {
      const { plan } = viewer.openedBy(request);
      const [version, responses] = await Promise.all([store.version(plan._id, plan.latestVersion), store.responsesOf(plan._id)]);
      if (!version) throw new Error(`plan ${plan._id.toHexString()} has no version ${plan.latestVersion}`);
      // The version's own inputs: what the reviewer sees is what they answer to.
      const form = version.content.eventDetails;
      // Only what a reviewer needs: no e-mail address and no phone number of anyone.
      const shared: SharedPlan = {
        exhibitionName: plan.exhibitionName,
        companyName: form.companyName ?? '',
        city: plan.city,
        startDate: plan.startDate,
        endDate: plan.endDate,
        boothSizeSqm: form.boothSize ?? null,
        teamSize: form.teamSize ?? null,
        versionNumber: version.number,
        versionCreatedAt: version.createdAt.toISOString(),
        quote: version.quote,
        roi: version.roi,
        responses: responses.map(toPlanResponse),
      };
      return { success: true as const, data: shared };
    },
  });

  app.route({
    ...fromContract(respondToSharedPlan, { tags }),
    preValidation: viewer.preValidation,
    handler: async (request, reply) => {
      const { plan, share } = viewer.openedBy(request);
      await fastify.rateLimiter.consume(limits.respond(request.ip));
      const { versionNumber, decision, name, note } = request.body;
      const current = await store.models.plans.findById(plan._id, { latestVersion: 1 }).lean();
      if (!current || current.latestVersion !== versionNumber) throw new AppError('CONFLICT', PLAN_CHANGED_SINCE_VIEWED_MESSAGE);
      const response = await store.addResponse(plan, share._id, { versionNumber, decision, name, note: note ?? '' });
      await fastify.planMailer.send(
        {
          kind: 'plan-response',
          key: `plan-response:${response._id.toHexString()}`,
          to: plan.ownerEmail,
          exhibitionName: plan.exhibitionName || 'Your exhibition',
          decision,
          reviewerName: name,
          note: note ?? '',
          versionNumber,
          myPlansUrl: `${config.PUBLIC_BASE_URL}/my-plans`,
        },
        request.log,
      );
      if (decision === 'approved') await fastify.integrationEvents.publish('plan.approved', planApprovedEvent(response));
      return reply.code(201).send({ success: true as const, data: toPlanResponse(response) });
    },
  });
}
