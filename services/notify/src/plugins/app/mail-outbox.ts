import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { OutboxStatus } from '@stallplan/contracts';
import { settleWithin } from '@stallplan/service-kit';
import { recordJobMetrics, UNFOLLOWED_EVENT_STREAM, watchQueueDepth } from '@stallplan/service-kit/queues';
import type { NotifyConfig } from '../../config.js';
import type { ComposedMail } from '../../domain/composed-mail.js';
import { createSendMailHandler } from '../../jobs/send-mail.handler.js';
import { SEND_MAIL_JOB, SEND_MAIL_VERSION, sendMailJobId, type SendMailJob, type SendMailPayload } from '../../jobs/send-mail.js';
import type { OutboxMessageModel, StoredOutboxKind } from '../../models/outbox-message-model.js';

export interface RecordedMessage {
  id: string;
  status: OutboxStatus;
}

/** Every mail goes through here: recorded first, then queued (or held when there is no SMTP server). */
export interface MailOutbox {
  record(kind: StoredOutboxKind, mail: ComposedMail): Promise<RecordedMessage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: MailOutbox;
  }
}

/** Completed jobs are only bookkeeping (the outbox holds the record); keep a few for inspection. */
const KEEP_COMPLETED = { count: 1000, age: 7 * 24 * 3600 };
const KEEP_FAILED = { count: 5000, age: 30 * 24 * 3600 };
const REQUEUE_BATCH = 200;
/**
 * How long a request waits for Redis to take a job. The queue's connection waits for Redis for
 * ever (BullMQ needs that), so without a bound an enquiry would hang for as long as Redis is away.
 */
const ENQUEUE_WAIT_MS = 1_000;

function bullConnection(url: string): Redis {
  // BullMQ's blocking commands must wait for Redis rather than fail after a retry limit.
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
}

async function mailOutbox(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const messages: OutboxMessageModel = fastify.models.outbox;

  if (!config.SMTP_URL) {
    fastify.log.warn('SMTP_URL is not set: mail is kept in the outbox (status held) and not sent');
    fastify.decorate('outbox', {
      async record(kind, mail) {
        const stored = await messages.create({ kind, ...mail, status: 'held', attempts: 0, lastError: null, jobId: null });
        return { id: stored._id.toHexString(), status: 'held' };
      },
    } satisfies MailOutbox);
    return;
  }

  const queueConnection = bullConnection(config.REDIS_URL);
  const workerConnection = bullConnection(config.REDIS_URL);
  for (const connection of [queueConnection, workerConnection]) {
    connection.on('error', (error) => fastify.log.warn({ err: error }, 'mail queue redis connection problem'));
  }
  const queue = new Queue<SendMailJob>(config.MAIL_QUEUE, {
    connection: queueConnection,
    prefix: config.REDIS_PREFIX,
    streams: UNFOLLOWED_EVENT_STREAM,
    defaultJobOptions: {
      attempts: config.MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.MAIL_BACKOFF_MS },
      removeOnComplete: KEEP_COMPLETED,
      removeOnFail: KEEP_FAILED,
    },
  });
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
    // Message content never names files or URLs to attach; refuse them outright.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const handler = createSendMailHandler({ messages, transport, from: config.MAIL_FROM });
  const worker = new Worker<SendMailPayload, void, typeof SEND_MAIL_JOB>(config.MAIL_QUEUE, handler, {
    connection: workerConnection,
    prefix: config.REDIS_PREFIX,
    concurrency: config.MAIL_CONCURRENCY,
  });
  worker.on('failed', (job, error) => {
    fastify.log.warn({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'mail attempt failed');
  });
  worker.on('error', (error) => fastify.log.error({ err: error }, 'mail worker problem'));
  recordJobMetrics(fastify.metrics, worker);
  watchQueueDepth(fastify.metrics, [queue]);

  async function enqueue(messageId: string): Promise<void> {
    await queue.add(SEND_MAIL_JOB, { version: SEND_MAIL_VERSION, messageId }, { jobId: sendMailJobId(messageId) });
  }

  /**
   * A message is stored before its job is added; if Redis refused the job, the message is still
   * `queued` in Mongo. This puts such messages back (an existing job id makes `add` a no-op).
   */
  async function requeueStranded(): Promise<void> {
    const olderThan = new Date(Date.now() - config.MAIL_REQUEUE_INTERVAL_MS);
    const stranded = await messages
      .find({ status: 'queued', createdAt: { $lt: olderThan } }, { _id: 1 })
      .sort({ createdAt: 1 })
      .limit(REQUEUE_BATCH)
      .lean();
    for (const message of stranded) await enqueue(message._id.toHexString());
  }
  const sweep = setInterval(() => {
    requeueStranded().catch((error: unknown) => fastify.log.warn({ err: error }, 'could not re-queue stranded mail'));
  }, config.MAIL_REQUEUE_INTERVAL_MS);
  sweep.unref();

  await Promise.all([queue.waitUntilReady(), worker.waitUntilReady()]);

  fastify.decorate('outbox', {
    async record(kind, mail) {
      const stored = await messages.create({ kind, ...mail, status: 'queued', attempts: 0, lastError: null, jobId: null });
      const id = stored._id.toHexString();
      try {
        await settleWithin(enqueue(id), ENQUEUE_WAIT_MS, `the mail queue did not take the job within ${ENQUEUE_WAIT_MS} ms`);
        await messages.updateOne({ _id: stored._id }, { $set: { jobId: sendMailJobId(id) } });
      } catch (error) {
        // The message is safe in Mongo; the sweep queues it once Redis answers again.
        fastify.log.error({ err: error, messageId: id }, 'mail stored but not queued yet');
        await messages.updateOne({ _id: stored._id }, { $set: { lastError: 'Waiting for the mail queue.' } }).catch(() => undefined);
      }
      return { id, status: 'queued' };
    },
  } satisfies MailOutbox);

  fastify.addHook('onClose', async () => {
    clearInterval(sweep);
    await worker.close();
    await queue.close();
    transport.close();
    await Promise.all([queueConnection, workerConnection].map((connection) => connection.quit().catch(() => connection.disconnect())));
  });
}

export const mailOutboxPlugin = fp(mailOutbox, { name: 'mail-outbox', fastify: '5.x', dependencies: ['notify-models'] });
