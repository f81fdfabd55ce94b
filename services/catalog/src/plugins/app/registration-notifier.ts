import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogConfig } from '../../config.js';

export interface RegisteredVendor {
  id: string;
  name: string;
  email: string;
}

/**
 * Tells a newly registered vendor that the profile arrived and awaits approval. The e-mail itself
 * is notify's to send, and notify takes the registration confirmation in its own issue; its
 * contract has no such call yet, so until it does this records the registration in the log and
 * sends nothing.
 */
export interface RegistrationNotifier {
  vendorRegistered(vendor: RegisteredVendor, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationNotifier: RegistrationNotifier;
  }
}

export function createRegistrationNotifier(notifyUrl: string | undefined): RegistrationNotifier {
  return {
    async vendorRegistered(vendor, log) {
      log.info({ vendorId: vendor.id, notifyConfigured: notifyUrl !== undefined }, 'vendor registered; no confirmation is sent until notify offers the call');
    },
  };
}

async function registrationNotifier(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate('registrationNotifier', createRegistrationNotifier(config.NOTIFY_URL));
}

export const registrationNotifierPlugin = fp(registrationNotifier, { name: 'registration-notifier', fastify: '5.x' });
