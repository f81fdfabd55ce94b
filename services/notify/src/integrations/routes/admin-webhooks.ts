import type { FastifyInstance } from 'fastify';
import { adminWebhookRoutes, generateWebhookSecret } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { toWebhookDelivery } from '../domain/to-webhook-delivery.js';
import type { StoredApiKey } from '../models/api-key-model.js';
import type { StoredWebhookDelivery } from '../models/webhook-delivery-model.js';
import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';
import { webhookEndpointActions } from './webhook-endpoint-actions.js';

/** How long deliveries are signed with the old secret too after a rotation (docs/integrations.md#webhook-signing). */
export const SECRET_ROTATION_GRACE_MS = 24 * 3_600_000;

/** Every key's endpoints and deliveries, for the admin; every route needs an admin token. */
export default async function adminWebhookRoutesPlugin(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { apiKeys, endpoints, deliveries } = fastify.integrations;
  const actions = webhookEndpointActions(fastify.integrations, fastify.endpointReads, {
    allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
    production: config.NODE_ENV === 'production',
  });
  const { listWebhookEndpoints, createWebhookEndpoint, deleteWebhookEndpoint, rotateWebhookSecret, listWebhookDeliveries, replayWebhookDelivery } =
    adminWebhookRoutes;
  const tags = ['admin', 'webhooks'];

  app.route({
    ...fromContract(listWebhookEndpoints, { tags }),
    handler: async () => ({ success: true as const, data: await actions.list() }),
  });

  app.route({
    ...fromContract(createWebhookEndpoint, { tags }),
    handler: async (request, reply) => {
      const { keyId, ...endpoint } = request.body;
      const key = await apiKeys.findById(keyId).lean<StoredApiKey>();
      if (!key) throw new AppError('NOT_FOUND', 'No API key has this id.');
      return reply.code(201).send({ success: true as const, data: await actions.register(key, endpoint) });
    },
  });

  app.route({
    ...fromContract(deleteWebhookEndpoint, { tags }),
    handler: async (request) => ({ success: true as const, message: await actions.remove(request.params.id) }),
  });

  app.route({
    ...fromContract(rotateWebhookSecret, { tags }),
    handler: async (request) => {
      const current = await actions.findEndpoint(request.params.id);
      const secret = generateWebhookSecret();
      const now = new Date();
      const rotated = await endpoints
        .findOneAndUpdate(
          { _id: current._id },
          {
            $set: {
              secret,
              previousSecret: current.secret,
              previousSecretExpiresAt: new Date(now.getTime() + SECRET_ROTATION_GRACE_MS),
              secretRotatedAt: now,
            },
          },
          { new: true },
        )
        .lean<StoredWebhookEndpoint>();
      if (!rotated) throw new AppError('NOT_FOUND', 'No webhook endpoint has this id.');
      await fastify.endpointReads.changed();
      const [endpoint] = await actions.withKeyNames([rotated]);
      return { success: true as const, data: { endpoint: endpoint!, secret } };
    },
  });

  app.route({
    ...fromContract(listWebhookDeliveries, { tags }),
    handler: async (request) => ({ success: true as const, data: await actions.deliveriesOf(request.params.id, request.query.limit) }),
  });

  app.route({
    ...fromContract(replayWebhookDelivery, { tags }),
    handler: async (request, reply) => {
      const delivery = await deliveries.findById(request.params.id).lean<StoredWebhookDelivery>();
      if (!delivery) throw new AppError('NOT_FOUND', 'No webhook delivery has this id.');
      const endpoint = await endpoints.findById(delivery.endpointId, { keyId: 1 }).lean();
      const key = endpoint ? await apiKeys.findById(endpoint.keyId, { status: 1 }).lean() : null;
      if (key?.status !== 'active') throw new AppError('CONFLICT', "This delivery's key was revoked; nothing more is sent for it.");
      await fastify.webhookDelivery.replay({ id: delivery._id.toHexString(), endpointId: delivery.endpointId.toHexString() });
      return reply.code(202).send({ success: true as const, data: toWebhookDelivery(delivery) });
    },
  });
}
