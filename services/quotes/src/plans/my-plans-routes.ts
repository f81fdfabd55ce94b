import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { planRoutes, SIGN_IN_LINK_SENT_MESSAGE, type MyPlanSummary } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuotesConfig } from '../config.js';
import { duplicatePlanContent } from './duplicate-plan-content.js';
import { financialYearTotals, planFinancialQuarter } from './financial-year.js';
import { invalidLink, PLAN_NOT_FOUND_MESSAGE } from './plan-errors.js';
import { planSavedEvent } from './plan-events.js';
import { linkGate, parseResponsesWithSchema, planErrorHandler } from './plan-links.js';
import type { PlanDocument } from './plan-models.js';
import { planRateLimits } from './plan-rate-limits.js';
import { createPlanSessions, SIGN_IN_TTL_SECONDS } from './plan-sessions.js';
import { planStatus } from './plan-status.js';
import { hashPlanToken, isPlanTokenShape } from './plan-token.js';

/** The fields the list reads: never a plan's content or versions. */
const SUMMARY_FIELDS = {
  exhibitionName: 1,
  city: 1,
  startDate: 1,
  endDate: 1,
  latestVersion: 1,
  status: 1,
  approvedVersion: 1,
  shareOpenForever: 1,
  shareOpenUntil: 1,
  grandTotal: 1,
  createdAt: 1,
  updatedAt: 1,
} as const;

type ListedPlan = Pick<PlanDocument, '_id' | keyof typeof SUMMARY_FIELDS>;

/** My plans: a one-time link mailed to an address opens a session that lists every plan of it. */
export default async function myPlansRouteHandlers(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  planErrorHandler(fastify);
  parseResponsesWithSchema(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = fastify.planStore;
  const { plans } = store.models;
  const sessions = createPlanSessions(fastify.redis);
  const limits = planRateLimits(config);
  const tags = ['plans'];
  const r = planRoutes;
  const signedIn = linkGate<{ email: string }>('session', async (session) => {
    const email = await sessions.emailOf(session);
    return email ? { email } : null;
  });
  const opened = signedIn.preValidation;

  /** The session's own plan, or 404: another address's plan is not told apart from none. */
  async function ownPlan(email: string, planId: string): Promise<PlanDocument> {
    const plan = await plans.findOne({ _id: new Types.ObjectId(planId), ownerEmail: email }).lean();
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    return plan;
  }

  app.route({
    ...fromContract(r.requestSignInLink, { tags }),
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await fastify.rateLimiter.consume(limits.signInClient(request.ip));
      await fastify.rateLimiter.consume(limits.signInAddress(email));
      const planCount = await plans.countDocuments({ ownerEmail: email });
      if (planCount > 0) {
        const token = await sessions.issueSignIn(email);
        await fastify.planMailer.send(
          {
            kind: 'plan-sign-in',
            key: `plan-sign-in:${hashPlanToken(token).slice(0, 32)}`,
            to: email,
            signInUrl: `${config.PUBLIC_BASE_URL}/my-plans/sign-in/${token}`,
            validMinutes: SIGN_IN_TTL_SECONDS / 60,
            planCount,
          },
          request.log,
        );
      }
      // The same answer either way, so the call tells nobody whether an address has plans.
      return reply.code(202).send({ success: true as const, message: SIGN_IN_LINK_SENT_MESSAGE });
    },
  });

  // A forged token of the wrong shape gets the same 401 as a used one; a body that sends no token
  // text at all is bad input, and the body schema answers it with 400.
  const signInTokenShape = async (request: FastifyRequest) => {
    const body: unknown = request.body;
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    if (typeof token === 'string' && !isPlanTokenShape(token)) throw invalidLink();
  };
  app.route({
    ...fromContract(r.signIn, { tags }),
    preValidation: signInTokenShape,
    handler: async (request) => {
      const session = await sessions.signIn(request.body.token);
      if (!session) throw invalidLink();
      // The link reached the address's mailbox: the address is its owner's.
      await fastify.planOwnerAddresses.confirm(session.email);
      return { success: true as const, data: session };
    },
  });

  app.route({
    ...fromContract(r.listMyPlans, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const { email } = signedIn.openedBy(request);
      const now = new Date();
      const listed = await plans.find({ ownerEmail: email }, SUMMARY_FIELDS).sort({ updatedAt: -1 }).lean<ListedPlan[]>();
      const summaries: MyPlanSummary[] = listed.map((plan) => ({
        id: plan._id.toHexString(),
        exhibitionName: plan.exhibitionName,
        city: plan.city,
        startDate: plan.startDate,
        endDate: plan.endDate,
        latestVersion: plan.latestVersion,
        status: planStatus(plan, now),
        grandTotal: plan.grandTotal,
        updatedAt: plan.updatedAt.toISOString(),
        ...planFinancialQuarter(plan.startDate, plan.createdAt),
      }));
      return { success: true as const, data: { email, plans: summaries, financialYears: financialYearTotals(summaries) } };
    },
  });

  app.route({
    ...fromContract(r.openMyPlan, { tags }),
    preValidation: opened,
    handler: async (request, reply) => {
      const plan = await ownPlan(signedIn.openedBy(request).email, request.params.planId);
      const editToken = await store.mintEditToken(plan._id);
      return reply.code(201).send({ success: true as const, data: { editToken, editUrl: `${config.PUBLIC_BASE_URL}/plans/${editToken}` } });
    },
  });

  app.route({
    ...fromContract(r.duplicateMyPlan, { tags }),
    preValidation: opened,
    handler: async (request, reply) => {
      const { email } = signedIn.openedBy(request);
      const source = await ownPlan(email, request.params.planId);
      await fastify.rateLimiter.consume(limits.create(request.ip));
      const { plan, editToken } = await store.insertPlan(
        duplicatePlanContent(await store.contentOf(source._id), request.body.exhibitionName || undefined),
        source.ownerEmail,
      );
      const event = planSavedEvent(plan);
      await fastify.integrationEvents.publish('plan.saved', event.data, event.contact);
      return reply.code(201).send({ success: true as const, data: { plan, editToken, editUrl: `${config.PUBLIC_BASE_URL}/plans/${editToken}` } });
    },
  });

  app.route({
    ...fromContract(r.deleteMyPlan, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = await ownPlan(signedIn.openedBy(request).email, request.params.planId);
      await store.deletePlan(plan._id);
      return { success: true as const, message: 'The plan was deleted with its versions, PDFs, share links and answers.' };
    },
  });
}
