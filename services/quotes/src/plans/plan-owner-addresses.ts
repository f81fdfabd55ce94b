import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKeyError } from '@stallplan/service-kit';
import { hashPlanToken } from './plan-token.js';

/**
 * Addresses that have shown they are their owner's: a sign-in link or an edit link mailed to them
 * was opened. Until then an address may be anyone's, typed by anyone, and a second plan saved for
 * it the same day is not mailed again (docs/saved-plans.md#mails). Kept by the address's hash.
 */
export interface PlanOwnerAddresses {
  confirm(email: string, now?: Date): Promise<void>;
  isConfirmed(email: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    planOwnerAddresses: PlanOwnerAddresses;
  }
}

interface StoredOwnerAddress {
  _id: string;
  confirmedAt: Date;
}

const ownerAddressSchema = new Schema<StoredOwnerAddress>(
  { _id: { type: String, required: true }, confirmedAt: { type: Date, required: true } },
  { collection: 'plan_owner_addresses', versionKey: false },
);

function ownerAddressModelFor(connection: Connection): Model<StoredOwnerAddress> {
  return (
    (connection.models.PlanOwnerAddress as Model<StoredOwnerAddress> | undefined) ??
    connection.model<StoredOwnerAddress>('PlanOwnerAddress', ownerAddressSchema)
  );
}

const keyOf = (email: string) => hashPlanToken(email.trim().toLowerCase());

export function planOwnerAddressesFor(connection: Connection): PlanOwnerAddresses {
  const model = ownerAddressModelFor(connection);
  return {
    async confirm(email, now = new Date()) {
      // Read by _id first: the embedded store answers an _id lookup by its index, and most opens are of a confirmed address.
      if (await model.exists({ _id: keyOf(email) })) return;
      try {
        await model.updateOne({ _id: keyOf(email) }, { $setOnInsert: { confirmedAt: now } }, { upsert: true });
      } catch (error) {
        // Confirmed at the same moment by another open: it is confirmed either way.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async isConfirmed(email) {
      return (await model.exists({ _id: keyOf(email) })) !== null;
    },
  };
}

async function planOwnerAddresses(fastify: FastifyInstance) {
  fastify.decorate('planOwnerAddresses', planOwnerAddressesFor(fastify.mongo));
}

export const planOwnerAddressesPlugin = fp(planOwnerAddresses, { name: 'plan-owner-addresses', fastify: '5.x', dependencies: ['stallplan-mongo'] });
