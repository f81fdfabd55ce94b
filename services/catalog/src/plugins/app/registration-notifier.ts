import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifyClient } from '@stallplan/contracts';
import type { CatalogConfig } from '../../config.js';

export interface RegisteredVendor {
  id: string;
  name: string;
  email: string;
}

/**
 * Tells a newly registered vendor that the profile arrived and awaits approval, through notify's
 * internal call. Without NOTIFY_URL the registration is only logged. A confirmation that cannot
 * be handed to notify is logged and never fails the registration: the profile is already stored.
 */
export interface RegistrationNotifier {
  vendorRegistered(vendor: RegisteredVendor, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationNotifier: RegistrationNotifier;
  }
}

/** A registration must not wait on a slow notify. */
const NOTIFY_TIMEOUT_MS = 2_000;

export function createRegistrationNotifier(notifyUrl: string | undefined): RegistrationNotifier {
  if (notifyUrl === undefined) {
    return {
      async vendorRegistered(vendor, log) {
        log.info({ vendorId: vendor.id }, 'vendor registered; NOTIFY_URL is not set, so no confirmation is sent');
      },
    };
  }
  const notify = createNotifyClient({ baseUrl: notifyUrl });
  return {
    async vendorRegistered(vendor, log) {
      if (!vendor.email) {
        log.info({ vendorId: vendor.id }, 'vendor registered without an e-mail; no confirmation to send');
        return;
      }
      try {
        const result = await notify.confirmVendorRegistration({
          body: { vendorId: vendor.id, name: vendor.name, email: vendor.email },
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        if (result.status !== 202) log.warn({ vendorId: vendor.id, status: result.status, error: result.body.error }, 'notify refused the registration confirmation');
      } catch (error) {
        log.warn({ err: error, vendorId: vendor.id }, 'registration confirmation not handed to notify');
      }
    },
  };
}

async function registrationNotifier(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate('registrationNotifier', createRegistrationNotifier(config.NOTIFY_URL));
}

export const registrationNotifierPlugin = fp(registrationNotifier, { name: 'registration-notifier', fastify: '5.x' });
