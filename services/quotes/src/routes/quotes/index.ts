import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  QUOTE_CONTACTS_NEED_CREDENTIAL_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_PDF_EXPIRED_MESSAGE,
  QUOTE_PDF_NOT_READY_MESSAGE,
  quoteRecordRoutes,
} from '@stallplan/contracts';
import { AppError, fromContract, readAdminToken, vouchedKeyOf, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuotesConfig } from '../../config.js';
import type { QuoteRecord } from '../../models/quote-model.js';
import { sendPdf } from '../send-pdf.js';
import { quoteLookupLimit } from './quote-lookup-limit.js';
import { toStoredQuote } from './to-stored-quote.js';
import { withoutContactDetails } from './without-contact-details.js';

/**
 * A stored quote by its number, and its PDF. The number is printed on every PDF and forwarded
 * with it, so it is a reference, not a credential: anyone holding it reads the figures only. The
 * exhibitor's e-mail address and phone number (in the record, and printed on the stored PDF) are
 * answered to the admin and to an API key with `contacts:read`, which the gateway vouches for.
 * Lookups without either are counted per client, so guessing numbers is slow as well as fruitless.
 */
export default async function quoteRecordRouteHandlers(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { getQuote, getQuotePdf } = quoteRecordRoutes;
  const tags = ['quotes'];

  /** True for the admin (a token that fails is refused, not read as anonymous) and a key with contacts:read. */
  async function mayReadContacts(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (readAdminToken(request) !== null) {
      await fastify.requireAdmin.call(fastify, request, reply);
      return true;
    }
    const key = await vouchedKeyOf(request, config.SERVICE_TOKEN_SECRET, 'quotes');
    return key?.scopes.includes('contacts:read') ?? false;
  }

  app.route({
    ...fromContract(getQuote, { tags }),
    handler: async (request, reply) => {
      const full = await mayReadContacts(request, reply);
      if (!full) await fastify.rateLimiter.consume(quoteLookupLimit(request.ip));
      const quote = await fastify.quotes.findOne({ quoteNumber: request.params.id }).lean<QuoteRecord>();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      const stored = toStoredQuote(quote);
      return { success: true as const, data: full ? stored : withoutContactDetails(stored) };
    },
  });

  app.route({
    ...fromContract(getQuotePdf, { tags }),
    handler: async (request, reply) => {
      // The stored PDF prints the contact details; the exhibitor's own copy came with the quote.
      if (!(await mayReadContacts(request, reply))) {
        await fastify.rateLimiter.consume(quoteLookupLimit(request.ip));
        throw new AppError('UNAUTHORIZED', QUOTE_CONTACTS_NEED_CREDENTIAL_MESSAGE);
      }
      const quote = await fastify.quotes.findOne({ quoteNumber: request.params.id }).lean();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      // 410, not 409: waiting will not bring it back (service-kit has no code for Gone).
      if (quote.pdfStatus === 'expired') return reply.code(410).send({ success: false as const, error: QUOTE_PDF_EXPIRED_MESSAGE });
      const file = quote.pdfFileId ? await fastify.pdfFiles.open(quote.pdfFileId) : null;
      if (!file) throw new AppError('CONFLICT', QUOTE_PDF_NOT_READY_MESSAGE);
      return sendPdf(reply, quote.pdfFileName, file);
    },
  });
}
