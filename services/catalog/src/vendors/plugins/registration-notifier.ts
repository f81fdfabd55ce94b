import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifyClient } from '@stallplan/contracts';
import type { ServiceTokenIssuer } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';

export interface RegisteredVendor {
  id: string;
  name: string;
  email: string;
  /** The private link that confirms the address; it is mailed and never logged. */
  confirmUrl: string;
}

/**
 * `sent`: notify has the mail (it keeps it in its outbox and retries delivery itself);
 * `not-configured`: NOTIFY_URL is unset (development), nothing is sent; `failed`: notify did not
 * take it, so the vendor would never receive the link.
 */
export type ConfirmationOutcome = 'sent' | 'not-configured' | 'failed';

/** Mails a newly registered vendor the link that confirms the e-mail address, through notify's internal call. */
export interface RegistrationNotifier {
  vendorRegistered(vendor: RegisteredVendor, log: FastifyBaseLogger): Promise<ConfirmationOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationNotifier: RegistrationNotifier;
  }
}

/** A registration must not wait on a slow notify. */
const NOTIFY_TIMEOUT_MS = 2_000;

export function createRegistrationNotifier(notifyUrl: string | undefined, serviceTokens: ServiceTokenIssuer): RegistrationNotifier {
  if (notifyUrl === undefined) {
    return {
      async vendorRegistered(vendor, log) {
        log.info({ vendorId: vendor.id }, 'vendor registered; NOTIFY_URL is not set, so no confirmation link is sent');
        return 'not-configured';
      },
    };
  }
  const notify = createNotifyClient({ baseUrl: notifyUrl });
  return {
    async vendorRegistered(vendor, log) {
      try {
        const result = await notify.confirmVendorRegistration({
          body: { vendorId: vendor.id, name: vendor.name, email: vendor.email, confirmUrl: vendor.confirmUrl },
          headers: await serviceTokens.headersFor('notify'),
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        if (result.status === 202) return 'sent';
        log.warn({ vendorId: vendor.id, status: result.status, error: result.body.error }, 'notify refused the registration confirmation');
      } catch (error) {
        log.warn({ err: error, vendorId: vendor.id }, 'registration confirmation not handed to notify');
      }
      return 'failed';
    },
  };
}

async function registrationNotifier(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate('registrationNotifier', createRegistrationNotifier(config.NOTIFY_URL, fastify.serviceTokens));
}

export const registrationNotifierPlugin = fp(registrationNotifier, { name: 'registration-notifier', fastify: '5.x', dependencies: ['stallplan-service-auth'] });
