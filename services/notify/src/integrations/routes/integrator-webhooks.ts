import type { FastifyInstance, FastifyRequest } from 'fastify';
import { integratorWebhookRoutes } from '@stallplan/contracts';
import { AppError, fromContract, vouchedKeyOf, type ZodTypeProvider } from '@stallplan/service-kit';
import { parseObjectId } from '@stallplan/service-kit/store';
import type { NotifyConfig } from '../../config.js';
import type { StoredApiKey } from '../models/api-key-model.js';
import { webhookEndpointActions } from './webhook-endpoint-actions.js';

const SCOPE = 'webhooks:manage';
const NEEDS_KEY = 'Webhook endpoints are managed with an API key through the gateway: send it as Authorization: Bearer sp_key_….';

/**
 * An integrator's own endpoints (docs/integrations.md#webhook-events). The gateway has checked the
 * key and its scope, names it in `x-stallplan-key-id` (dropping any the client sent) and vouches
 * for it with a service token whose subject is that id (docs/api-rules.md#calls-between-services):
 * without one, a caller on notify's own port could act for any key. The key is then read again so
 * a key revoked since acts on nothing.
 */
export default async function integratorWebhookRoutesPlugin(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { apiKeys } = fastify.integrations;
  const actions = webhookEndpointActions(fastify.integrations, fastify.endpointReads, {
    allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
    production: config.NODE_ENV === 'production',
  });
  const { listMyWebhooks, createMyWebhook, deleteMyWebhook, listMyWebhookDeliveries } = integratorWebhookRoutes;
  const tags = ['webhooks'];

  async function callingKey(request: FastifyRequest): Promise<StoredApiKey> {
    const vouched = await vouchedKeyOf(request, config.SERVICE_TOKEN_SECRET, 'notify');
    const id = vouched ? parseObjectId(vouched.id) : null;
    if (!id) throw new AppError('UNAUTHORIZED', NEEDS_KEY);
    const key = await apiKeys.findById(id).lean<StoredApiKey>();
    if (!key) throw new AppError('UNAUTHORIZED', 'This API key is not known.');
    if (key.status !== 'active') throw new AppError('UNAUTHORIZED', 'This API key was revoked.');
    if (!key.scopes.includes(SCOPE)) throw new AppError('FORBIDDEN', `This API key lacks the ${SCOPE} scope.`);
    return key;
  }

  app.route({
    ...fromContract(listMyWebhooks, { tags }),
    handler: async (request) => {
      const key = await callingKey(request);
      return { success: true as const, data: await actions.list(key._id) };
    },
  });

  app.route({
    ...fromContract(createMyWebhook, { tags }),
    handler: async (request, reply) => {
      const key = await callingKey(request);
      return reply.code(201).send({ success: true as const, data: await actions.register(key, request.body) });
    },
  });

  app.route({
    ...fromContract(deleteMyWebhook, { tags }),
    handler: async (request) => {
      const key = await callingKey(request);
      return { success: true as const, message: await actions.remove(request.params.id, key._id) };
    },
  });

  app.route({
    ...fromContract(listMyWebhookDeliveries, { tags }),
    handler: async (request) => {
      const key = await callingKey(request);
      return { success: true as const, data: await actions.deliveriesOf(request.params.id, request.query.limit, key._id) };
    },
  });
}
