import type { FastifyInstance } from 'fastify';
import { adminApiKeyRoutes } from '@stallplan/contracts';
import { AppError, fromContract, hashApiKey, readApiKeyUsage, removeApiKeyRecord, writeApiKeyRecord, type ZodTypeProvider } from '@stallplan/service-kit';
import { keyStartOf, newApiKeySecret } from '../domain/integration-secrets.js';
import { mirrorRecordOf } from '../domain/mirror-record-of.js';
import { toApiKey } from '../domain/to-api-key.js';
import type { StoredApiKey } from '../models/api-key-model.js';

const KEY_NOT_FOUND = 'No API key has this id.';

/**
 * The admin's API keys (docs/integrations.md#api-keys). Every change is written to Mongo first and
 * then to the Redis mirror the gateway reads; a mirror write lost to a Redis outage is mended at
 * notify's next start.
 */
export default async function adminApiKeyRoutesPlugin(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { apiKeys } = fastify.integrations;
  const { listApiKeys, createApiKey, rotateApiKey, revokeApiKey } = adminApiKeyRoutes;
  const tags = ['admin', 'api-keys'];

  async function findKey(id: string): Promise<StoredApiKey> {
    const key = await apiKeys.findById(id).lean<StoredApiKey>();
    if (!key) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
    return key;
  }

  app.route({
    ...fromContract(listApiKeys, { tags }),
    handler: async () => {
      const keys = await apiKeys.find().sort({ createdAt: -1, _id: -1 }).lean<StoredApiKey[]>();
      const usage = await readApiKeyUsage(
        fastify.redis,
        keys.map((key) => key._id.toHexString()),
      );
      return { success: true as const, data: keys.map((key) => toApiKey(key, usage.get(key._id.toHexString()))) };
    },
  });

  app.route({
    ...fromContract(createApiKey, { tags }),
    handler: async (request, reply) => {
      const secret = newApiKeySecret();
      const created = await apiKeys.create({
        ...request.body,
        keyStart: keyStartOf(secret),
        secretHash: hashApiKey(secret),
        status: 'active',
        rotatedAt: null,
        revokedAt: null,
      });
      const stored = created.toObject<StoredApiKey>();
      await writeApiKeyRecord(fastify.redis, stored.secretHash, mirrorRecordOf(stored));
      return reply.code(201).send({ success: true as const, data: { key: toApiKey(stored), secret } });
    },
  });

  app.route({
    ...fromContract(rotateApiKey, { tags }),
    handler: async (request) => {
      const current = await findKey(request.params.id);
      if (current.status !== 'active') throw new AppError('CONFLICT', 'A revoked key cannot be rotated; issue a new key instead.');
      const secret = newApiKeySecret();
      const rotated = await apiKeys
        .findOneAndUpdate(
          // Only from the secret read above: two rotations at once cannot both win.
          { _id: current._id, secretHash: current.secretHash, status: 'active' },
          { $set: { keyStart: keyStartOf(secret), secretHash: hashApiKey(secret), rotatedAt: new Date() } },
          { new: true },
        )
        .lean<StoredApiKey>();
      if (!rotated) throw new AppError('CONFLICT', 'This key changed while it was being rotated; reload and try again.');
      await writeApiKeyRecord(fastify.redis, rotated.secretHash, mirrorRecordOf(rotated));
      await removeApiKeyRecord(fastify.redis, current.secretHash);
      const usage = await readApiKeyUsage(fastify.redis, [rotated._id.toHexString()]);
      return { success: true as const, data: { key: toApiKey(rotated, usage.get(rotated._id.toHexString())), secret } };
    },
  });

  app.route({
    ...fromContract(revokeApiKey, { tags }),
    handler: async (request) => {
      const current = await findKey(request.params.id);
      const revoked =
        current.status === 'revoked'
          ? current
          : await apiKeys.findOneAndUpdate({ _id: current._id }, { $set: { status: 'revoked', revokedAt: new Date() } }, { new: true }).lean<StoredApiKey>();
      if (!revoked) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
      await writeApiKeyRecord(fastify.redis, revoked.secretHash, mirrorRecordOf(revoked));
      const usage = await readApiKeyUsage(fastify.redis, [revoked._id.toHexString()]);
      return { success: true as const, data: toApiKey(revoked, usage.get(revoked._id.toHexString())) };
    },
  });
}
