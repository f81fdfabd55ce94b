import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enquiryModelFor, type EnquiryModel } from '../../models/enquiry-model.js';
import { formNotificationModelFor, type FormNotificationModel } from '../../models/form-notification-model.js';
import { keyedMailModelFor, type KeyedMailModel } from '../../models/keyed-mail-model.js';
import { outboxMessageModelFor, type OutboxMessageModel } from '../../models/outbox-message-model.js';
import { registrationConfirmationModelFor, type RegistrationConfirmationModel } from '../../models/registration-confirmation-model.js';
import { stallRequirementsModelFor, type StallRequirementsModel } from '../../models/stall-requirements-model.js';

export interface NotifyModels {
  enquiries: EnquiryModel;
  outbox: OutboxMessageModel;
  stallRequirements: StallRequirementsModel;
  formNotifications: FormNotificationModel;
  registrationConfirmations: RegistrationConfirmationModel;
  builderMails: KeyedMailModel;
  planMails: KeyedMailModel;
}

declare module 'fastify' {
  interface FastifyInstance {
    models: NotifyModels;
  }
}

/** The service's collections; the unique indexes are built before the first request relies on them. */
async function notifyModels(fastify: FastifyInstance) {
  const models: NotifyModels = {
    enquiries: enquiryModelFor(fastify.mongo),
    outbox: outboxMessageModelFor(fastify.mongo),
    stallRequirements: stallRequirementsModelFor(fastify.mongo),
    formNotifications: formNotificationModelFor(fastify.mongo),
    registrationConfirmations: registrationConfirmationModelFor(fastify.mongo),
    builderMails: keyedMailModelFor(fastify.mongo, { model: 'BuilderMail', collection: 'buildermails' }),
    planMails: keyedMailModelFor(fastify.mongo, { model: 'PlanMail', collection: 'planmails' }),
  };
  await Promise.all(Object.values(models).map((model: { init(): Promise<unknown> }) => model.init()));
  fastify.decorate('models', models);
}

export const notifyModelsPlugin = fp(notifyModels, { name: 'notify-models', fastify: '5.x', dependencies: ['stallplan-mongo'] });
