import type { FastifyInstance } from 'fastify';
import { adminApiKeyRoutes } from '@stallplan/contracts';
import {
  AppError,
  fromContract,
  hashApiKey,
  readApiKeyUsage,
  removeApiKeyRecord,
  SerialByKey,
  writeApiKeyRecord,
  type ZodTypeProvider,
} from '@stallplan/service-kit';
import { keyStartOf, newApiKeySecret } from '../domain/integration-secrets.js';
import { mirrorRecordOf } from '../domain/mirror-record-of.js';
import { toApiKey } from '../domain/to-api-key.js';
import type { StoredApiKey } from '../models/api-key-model.js';

const KEY_NOT_FOUND = 'No API key has this id.';
const REVOKED_CANNOT_ROTATE = 'A revoked key cannot be rotated; issue a new key instead.';
/** A revocation reads the key again this many times while other changes keep landing first. */
const REVOKE_ATTEMPTS = 5;

/**
 * The admin's API keys (docs/integrations.md#api-keys). Every change is written to Mongo first and
 * then to the Redis mirror the gateway reads; a mirror write lost to a Redis outage is mended at
 * notify's next start.
 *
 * A change of state (rotate, revoke) is one versioned transition: conditional on the version it
 * read, adding one to it, and the mirror takes only a newer version and never turns a revoked key
 * active again (writeApiKeyRecord). The embedded store (FerretDB v1) reads a document and writes it
 * back with no transaction, so changes of one key are also made one at a time in this process;
 * with several notify replicas on MongoDB, the conditional update is atomic on its own.
 */
export default async function adminApiKeyRoutesPlugin(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { apiKeys } = fastify.integrations;
  const { listApiKeys, createApiKey, rotateApiKey, revokeApiKey } = adminApiKeyRoutes;
  const tags = ['admin', 'api-keys'];
  const keyChanges = new SerialByKey();

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
    handler: (request) =>
      keyChanges.run(request.params.id, async () => {
        const current = await findKey(request.params.id);
        if (current.status !== 'active') throw new AppError('CONFLICT', REVOKED_CANNOT_ROTATE);
        const secret = newApiKeySecret();
        const rotated = await apiKeys
          .findOneAndUpdate(
            // Only from the state read above: a rotation or revocation in between wins, this one is refused.
            { _id: current._id, version: current.version, status: 'active' },
            { $set: { keyStart: keyStartOf(secret), secretHash: hashApiKey(secret), rotatedAt: new Date() }, $inc: { version: 1 } },
            { new: true },
          )
          .lean<StoredApiKey>();
        if (!rotated) throw new AppError('CONFLICT', 'This key changed while it was being rotated; reload and try again.');
        await writeApiKeyRecord(fastify.redis, rotated.secretHash, mirrorRecordOf(rotated));
        await removeApiKeyRecord(fastify.redis, current.secretHash);
        const usage = await readApiKeyUsage(fastify.redis, [rotated._id.toHexString()]);
        return { success: true as const, data: { key: toApiKey(rotated, usage.get(rotated._id.toHexString())), secret } };
      }),
  });

  app.route({
    ...fromContract(revokeApiKey, { tags }),
    handler: (request) =>
      keyChanges.run(request.params.id, async () => {
        const revoked = await revokeKey(request.params.id);
        // Deliveries still queued for its endpoints read the key afresh and are not sent.
        await fastify.endpointReads.changed();
        // Written again when it was already revoked: a mirror write lost before is mended now.
        await writeApiKeyRecord(fastify.redis, revoked.secretHash, mirrorRecordOf(revoked));
        const usage = await readApiKeyUsage(fastify.redis, [revoked._id.toHexString()]);
        return { success: true as const, data: toApiKey(revoked, usage.get(revoked._id.toHexString())) };
      }),
  });

  /** Revoked for good, from whatever state it is in: a change made in between (a rotation) is read again and revoked too. */
  async function revokeKey(id: string): Promise<StoredApiKey> {
    for (let attempt = 1; ; attempt += 1) {
      const current = await findKey(id);
      if (current.status === 'revoked') return current;
      const revoked = await apiKeys
        .findOneAndUpdate(
          { _id: current._id, version: current.version },
          { $set: { status: 'revoked', revokedAt: new Date() }, $inc: { version: 1 } },
          { new: true },
        )
        .lean<StoredApiKey>();
      if (revoked) return revoked;
      if (attempt >= REVOKE_ATTEMPTS) throw new AppError('CONFLICT', 'This key kept changing while it was being revoked; try again.');
    }
  }
}
