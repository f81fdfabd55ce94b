import type { FastifyInstance } from 'fastify';
import { PLAN_OPENED_VIA_MAIL, planRoutes, QUOTE_NOT_FOUND_MESSAGE, type SavedPlan } from '@stallplan/contracts';
import { AppError, fromContract, SerialByKey, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuotesConfig } from '../config.js';
import type { QuoteRecord } from '../models/quote-model.js';
import { toStoredQuote } from '../routes/quotes/to-stored-quote.js';
import { sendPdf } from '../routes/send-pdf.js';
import { comparePlanVersions } from './compare-plan-versions.js';
import { linkGate, parseResponsesWithSchema, planErrorHandler } from './plan-links.js';
import { SHARE_NOT_FOUND_MESSAGE, VERSION_NOT_FOUND_MESSAGE } from './plan-errors.js';
import { planQuoteRequest } from './plan-figures.js';
import { planSavedEvent } from './plan-events.js';
import type { PlanDocument } from './plan-models.js';
import { planRateLimits } from './plan-rate-limits.js';
import { toPlanShare, toPlanVersion } from './plan-store.js';

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The owner's routes: everything the edit link (`/api/plans/:token`) opens. */
export default async function planRouteHandlers(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  planErrorHandler(fastify);
  parseResponsesWithSchema(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = fastify.planStore;
  const limits = planRateLimits(config);
  const tags = ['plans'];
  const r = planRoutes;
  const editUrl = (token: string) => `${config.PUBLIC_BASE_URL}/plans/${token}`;
  const owner = linkGate<PlanDocument>('token', (token) => store.openByEditToken(token));
  const opened = owner.preValidation;
  const pdfTurns = new SerialByKey();
  /** A new plan, or a save that made a new version; a save that changed no figure is no new version. */
  /**
   * Anyone can type any address into step 1: an address that has never opened a link we mailed it
   * gets the edit link of its first plan of the day only (docs/saved-plans.md#mails). The answer
   * still carries the link, so whoever saved the plan keeps it.
   */
  const mayMailEditLink = async (ownerEmail: string): Promise<boolean> =>
    (await store.plansCreatedSince(ownerEmail, startOfUtcDay(new Date()))) <= 1 || (await fastify.planOwnerAddresses.isConfirmed(ownerEmail));
  const publishSaved = async (saved: { plan: SavedPlan; newVersion?: boolean }) => {
    if (saved.newVersion === false) return;
    const event = planSavedEvent(saved.plan);
    await fastify.integrationEvents.publish('plan.saved', event.data, event.contact);
  };

  app.route({
    ...fromContract(r.createPlan, { tags }),
    handler: async (request, reply) => {
      await fastify.rateLimiter.consume(limits.create(request.ip));
      const { plan, editToken } = await store.createPlan(request.body.content);
      const url = editUrl(editToken);
      const mailed = (await mayMailEditLink(plan.ownerEmail))
        ? await fastify.planMailer.send(
            {
              kind: 'plan-saved',
              key: `plan-saved:${plan.id}`,
              to: plan.ownerEmail,
              exhibitionName: plan.content.eventDetails.exhibitionName ?? 'Your exhibition',
              // Marked, so that opening it shows the address is its owner's (plan-owner-addresses.ts).
              editUrl: `${url}?via=${PLAN_OPENED_VIA_MAIL}`,
            },
            request.log,
          )
        : false;
      await publishSaved({ plan });
      return reply.code(201).send({ success: true as const, data: { plan, editToken, editUrl: url, mailed } });
    },
  });

  app.route({
    ...fromContract(r.getPlan, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      const now = new Date();
      await store.touch(plan._id, now);
      if (request.query.via === PLAN_OPENED_VIA_MAIL) await fastify.planOwnerAddresses.confirm(plan.ownerEmail, now);
      return { success: true as const, data: await store.savedPlan(plan, now) };
    },
  });

  app.route({
    ...fromContract(r.updatePlan, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      await fastify.rateLimiter.consume(limits.save(request.ip));
      const saved = await store.updatePlan(plan._id, request.body.baseRevision, request.body.content);
      await publishSaved(saved);
      return { success: true as const, data: saved };
    },
  });

  app.route({
    ...fromContract(r.deletePlan, { tags }),
    preValidation: opened,
    handler: async (request) => {
      await store.deletePlan(owner.openedBy(request)._id);
      return { success: true as const, message: 'The plan was deleted with its versions, PDFs, share links and answers.' };
    },
  });

  app.route({
    ...fromContract(r.exportPlan, { tags }),
    preValidation: opened,
    handler: async (request, reply) => {
      const plan = owner.openedBy(request);
      await store.touch(plan._id);
      void reply.header('content-disposition', `attachment; filename="stallplan-plan-${plan._id.toHexString()}.json"`);
      return store.exportPlan(plan._id);
    },
  });

  app.route({
    ...fromContract(r.getPlanQuote, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      // Filtered by the plan too, so one plan's edit link opens no other quote's contact details.
      const quote = await fastify.quotes.findOne({ quoteNumber: request.params.number, planId: plan._id.toHexString() }).lean<QuoteRecord>();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      return { success: true as const, data: toStoredQuote(quote) };
    },
  });

  app.route({
    ...fromContract(r.getPlanVersion, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const version = await store.version(owner.openedBy(request)._id, request.params.number);
      if (!version) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND_MESSAGE);
      return { success: true as const, data: toPlanVersion(version) };
    },
  });

  app.route({
    ...fromContract(r.restorePlanVersion, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      const version = await store.version(plan._id, request.params.number);
      if (!version) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND_MESSAGE);
      // Restoring is a save of that version's inputs: a new version when its figures differ from the latest.
      const saved = await store.updatePlan(plan._id, request.body.baseRevision, version.content);
      await publishSaved(saved);
      return { success: true as const, data: saved };
    },
  });

  app.route({
    ...fromContract(r.getPlanVersionPdf, { tags }),
    preValidation: opened,
    handler: async (request, reply) => {
      const plan = owner.openedBy(request);
      // Two first requests for one version (a double click): the second waits and gets the first's PDF.
      return pdfTurns.run(`${plan._id.toHexString()}.${request.params.number}`, async () => {
        const version = await store.version(plan._id, request.params.number);
        if (!version) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND_MESSAGE);
        if (version.quoteNumber) {
          const stored = await fastify.quotes.findOne({ quoteNumber: version.quoteNumber }, { pdfFileId: 1, pdfFileName: 1 }).lean();
          const file = stored?.pdfFileId ? await fastify.pdfFiles.open(stored.pdfFileId) : null;
          if (stored && file) {
            void reply.header('x-quote-number', version.quoteNumber);
            return sendPdf(reply, stored.pdfFileName, file);
          }
        }
        // Made exactly as POST /api/generate-quote-pdf makes it, from the version's inputs and the
        // show's rates as they were priced then, so it prints the version's figures.
        const { quote, file } = await fastify.quotePdfMaker.make(request, reply, planQuoteRequest(version.content), {
          knownShow: version.knownShow,
          planId: plan._id.toHexString(),
        });
        try {
          await store.setVersionQuoteNumber(plan._id, version.number, quote.quoteNumber);
        } catch (error) {
          file.stream.destroy();
          throw error;
        }
        void reply.header('x-quote-number', quote.quoteNumber);
        return sendPdf(reply, quote.pdfFileName, file);
      });
    },
  });

  app.route({
    ...fromContract(r.comparePlanVersions, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      const [from, to] = await Promise.all([store.version(plan._id, request.query.from), store.version(plan._id, request.query.to)]);
      if (!from || !to) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND_MESSAGE);
      return {
        success: true as const,
        data: comparePlanVersions({ summary: toPlanVersion(from), quote: from.quote }, { summary: toPlanVersion(to), quote: to.quote }),
      };
    },
  });

  app.route({
    ...fromContract(r.createPlanShare, { tags }),
    preValidation: opened,
    handler: async (request, reply) => {
      const plan = owner.openedBy(request);
      await fastify.rateLimiter.consume(limits.share(plan._id.toHexString()));
      const { share, token } = await store.createShare(plan._id, request.body.label ?? '', request.body.expiresInDays ?? null);
      await store.touch(plan._id);
      return reply
        .code(201)
        .send({ success: true as const, data: { share: toPlanShare(share), shareToken: token, shareUrl: `${config.PUBLIC_BASE_URL}/shared/${token}` } });
    },
  });

  app.route({
    ...fromContract(r.revokePlanShare, { tags }),
    preValidation: opened,
    handler: async (request) => {
      const plan = owner.openedBy(request);
      if (!(await store.revokeShare(plan._id, request.params.shareId))) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
      const now = new Date();
      await store.touch(plan._id, now);
      return { success: true as const, data: await store.savedPlan(plan, now) };
    },
  });
}
