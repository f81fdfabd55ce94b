import { DelayedError, UnrecoverableError } from 'bullmq';
import type { DeliverySlots } from '../delivery-slots.js';
import type { EndpointReads, EndpointWithKey } from '../endpoint-reads.js';
import type { StoredWebhookAttempt, StoredWebhookDelivery } from '../models/webhook-delivery-model.js';
import type { IntegrationModels } from '../plugins/integration-store.js';
import { retryDelayMs, type RetrySchedule } from '../domain/retry-schedule.js';
import { signingSecrets } from '../domain/signing-secrets.js';
import { sendWebhookPayloadSchema, type SendWebhookJob } from './send-webhook.js';

export interface WebhookRequest {
  url: string;
  /** The `webhook-id`. */
  messageId: string;
  body: string;
  /** Every secret to sign with. */
  secrets: string[];
  /** Unix seconds for `webhook-timestamp`. */
  timestamp: number;
}

export interface WebhookAnswer {
  status: number;
  durationMs: number;
}

export interface SendWebhookDependencies {
  models: IntegrationModels;
  /** The endpoint and its key, read afresh only after either has changed. */
  endpointReads: EndpointReads;
  schedule: RetrySchedule;
  /** One try, signed: resolves with the receiver's answer, throws with a short reason when none came. */
  send(request: WebhookRequest): Promise<WebhookAnswer>;
  /** A try that can never succeed (the target resolves to a refused address): no retry. */
  isRefusedTarget(error: unknown): boolean;
  /** Each key's and endpoint's share of the workers, and the line of each key's refused deliveries (delivery-slots.ts). */
  slots: DeliverySlots;
  /** Moves a delayed job back into the queue now; false when it is no longer delayed (done, removed, or already back). */
  promote(jobId: string): Promise<boolean>;
  /** How long a refused delivery stays parked if no wake comes (a process that would have woken it died). */
  parkedMs: number;
}

/** Entries of a key's line whose job has gone (done, removed) are passed over, up to this many a wake. */
const WAKE_TRIES = 10;

const ERROR_MAX = 300;

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
}

function durationOf(error: unknown): number | undefined {
  const duration = (error as { durationMs?: unknown } | null)?.durationMs;
  return typeof duration === 'number' ? duration : undefined;
}

/** Why a delivery ends without a try. */
class NotSent extends Error {
  override readonly name = 'NotSent';
}

/**
 * Signs and sends one try of a delivery and logs it. A failed try is logged and thrown so BullMQ
 * retries on the webhook schedule; the last one, or a refused target, marks the delivery failed.
 * A replay is one try on its own, after which the delivery keeps whatever retries it had left.
 */
export function createSendWebhookHandler(deps: SendWebhookDependencies) {
  const { deliveries } = deps.models;

  async function log(delivery: StoredWebhookDelivery, attempt: StoredWebhookAttempt, status: StoredWebhookDelivery['status'], nextAttemptAt: Date | null) {
    await deliveries.updateOne({ _id: delivery._id }, { $push: { attempts: attempt }, $set: { status, nextAttemptAt } });
  }

  async function sendOnce(
    job: SendWebhookJob,
    { delivery, endpoint, key }: EndpointWithKey & { delivery: StoredWebhookDelivery },
    replay: boolean,
  ): Promise<void> {
    // Settled by an earlier try whose completion BullMQ did not record.
    if (!replay && (delivery.status === 'succeeded' || delivery.status === 'failed')) return;

    const at = new Date();
    if (key?.status !== 'active') {
      const notSent = new NotSent('Not sent: the key was revoked.');
      await log(delivery, { at, responseCode: null, durationMs: 0, error: notSent.message, replay }, 'failed', null);
      throw new UnrecoverableError(notSent.message);
    }

    const timestamp = Math.floor(at.getTime() / 1000);
    let answer: WebhookAnswer | null = null;
    let failure: unknown = null;
    try {
      answer = await deps.send({ url: endpoint.url, messageId: delivery.messageId, body: delivery.body, secrets: signingSecrets(endpoint, at), timestamp });
    } catch (error) {
      failure = error;
    }
    const durationMs = Math.max(0, Math.round(answer?.durationMs ?? durationOf(failure) ?? Date.now() - at.getTime()));
    const responseCode = answer?.status ?? null;
    if (answer && answer.status >= 200 && answer.status < 300) {
      await log(delivery, { at, responseCode, durationMs, error: null, replay }, 'succeeded', null);
      return;
    }

    const error = failure === null ? `The endpoint answered ${responseCode ?? 'nothing'}.` : reason(failure);
    const refused = failure !== null && deps.isRefusedTarget(failure);
    const tries = job.attemptsMade + 1;
    const retriesLeft = !replay && !refused && tries < (job.opts.attempts ?? 1);
    if (replay) {
      // A replay changes nothing of a delivery still being retried; a settled one is failed again.
      const stillTrying = delivery.status === 'pending' || delivery.status === 'retrying';
      await log(
        delivery,
        { at, responseCode, durationMs, error, replay },
        stillTrying ? delivery.status : 'failed',
        stillTrying ? delivery.nextAttemptAt : null,
      );
    } else if (retriesLeft) {
      await log(delivery, { at, responseCode, durationMs, error, replay }, 'retrying', new Date(Date.now() + retryDelayMs(tries, deps.schedule)));
    } else {
      await log(delivery, { at, responseCode, durationMs, error, replay }, 'failed', null);
    }
    if (refused || replay) throw new UnrecoverableError(error);
    throw new Error(error);
  }

  // An endpoint's key never changes: once it is known, a delivery asks for its slot before any read.
  const keyOfEndpoint = new Map<string, string>();
  const KEYS_REMEMBERED = 10_000;

  /** The delivery, its endpoint and the endpoint's key; null when the endpoint or the delivery is gone. */
  async function read(deliveryId: string, endpointId: string) {
    const [delivery, found] = await Promise.all([deliveries.findById(deliveryId).lean<StoredWebhookDelivery>(), deps.endpointReads.read(endpointId)]);
    if (!delivery || !found) return null;
    if (keyOfEndpoint.size >= KEYS_REMEMBERED) keyOfEndpoint.clear();
    keyOfEndpoint.set(endpointId, found.endpoint.keyId.toHexString());
    return { delivery, ...found };
  }

  /**
   * Its key or endpoint has its share of the workers in flight: the job is parked among the delayed
   * jobs, out of the workers and out of the queue's line, so another key's delivery finds a worker
   * at once. It comes back when one of its key's deliveries ends and wakes it (`wakeNext`). Parked
   * before it is counted: a release that ends the key's last delivery in between leaves the count
   * at none, and then this worker wakes the line itself.
   */
  async function handBack(job: SendWebhookJob, token: string | undefined, keyId: string): Promise<never> {
    await job.moveToDelayed(Date.now() + deps.parkedMs, token);
    if (job.id !== undefined && (await deps.slots.park(keyId, job.id)) === 0) await wakeNext(keyId);
    throw new DelayedError();
  }

  /** One delivery of the key ended: the first of its parked jobs still waiting goes back into the queue. */
  async function wakeNext(keyId: string): Promise<void> {
    for (let tries = 0; tries < WAKE_TRIES; tries += 1) {
      const jobId = await deps.slots.nextParked(keyId);
      if (jobId === null || (await deps.promote(jobId))) return;
    }
  }

  async function release(slot: { keyId: string; endpointId: string; holder: string }): Promise<void> {
    await deps.slots.release(slot);
    await wakeNext(slot.keyId);
  }

  return async function sendWebhook(job: SendWebhookJob, token?: string): Promise<void> {
    const payload = sendWebhookPayloadSchema.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError(`Job ${job.id ?? '?'} does not carry a send-webhook payload.`);
    const { deliveryId, endpointId, replay } = payload.data;
    const holder = job.id ?? deliveryId;
    const known = keyOfEndpoint.get(endpointId);
    let found: Awaited<ReturnType<typeof read>>;
    let granted: boolean;
    if (known === undefined) {
      // The first delivery to an endpoint (in this process) reads it to learn its key.
      found = await read(deliveryId, endpointId);
      granted = found !== null && (await deps.slots.acquire({ keyId: found.endpoint.keyId.toHexString(), endpointId, holder }));
    } else {
      // Later ones ask for their slot first: a delivery handed back costs one Redis call, no reads.
      granted = await deps.slots.acquire({ keyId: known, endpointId, holder });
      found = granted ? await read(deliveryId, endpointId) : null;
      if (!granted) return handBack(job, token, known);
    }
    const slot = { keyId: known ?? found?.endpoint.keyId.toHexString() ?? '', endpointId, holder };
    // Removed with its endpoint: nothing left to send.
    if (!found) {
      if (granted) await release(slot);
      return;
    }
    if (!granted) return handBack(job, token, slot.keyId);
    try {
      await sendOnce(job, found, replay);
    } finally {
      await release(slot);
    }
  };
}
