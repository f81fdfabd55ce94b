import type { WebhookAttempt, WebhookDelivery } from '@stallplan/contracts';
import type { StatusTone } from '../dashboard/status-pill.js';

const STATUSES: Record<WebhookDelivery['status'], { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'blue' },
  retrying: { label: 'Retrying', tone: 'amber' },
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

export function deliveryStatus(delivery: Pick<WebhookDelivery, 'status'>): { label: string; tone: StatusTone } {
  return STATUSES[delivery.status];
}

/** `HTTP 200`, or `No answer` when the try never got one (refused target, timeout, connection error). */
export function attemptCodeText(attempt: Pick<WebhookAttempt, 'responseCode'>): string {
  return attempt.responseCode === null ? 'No answer' : `HTTP ${attempt.responseCode}`;
}

export function attemptDurationText(attempt: Pick<WebhookAttempt, 'durationMs'>): string {
  return attempt.durationMs >= 1000 ? `${(attempt.durationMs / 1000).toFixed(1)} s` : `${attempt.durationMs} ms`;
}

export function attemptSucceeded(attempt: Pick<WebhookAttempt, 'responseCode'>): boolean {
  return attempt.responseCode !== null && attempt.responseCode >= 200 && attempt.responseCode < 300;
}

/** A replay the admin asked for: the delivery and how many tries it had then. */
export interface AwaitedReplay {
  deliveryId: string;
  attemptsBefore: number;
  /** When it was asked for (ms), so a try that never gets logged is not waited for forever. */
  askedAt: number;
}

/** A try is usually made within seconds; after this long the list stops refreshing on its own. */
export const PENDING_WATCH_MS = 60_000;

/**
 * Whether the deliveries list should look again shortly: a replay has not logged its try yet, or
 * a fresh delivery waits for its first try. Retries wait 30 s and more, so they are left to Refresh.
 */
export function deliveriesStillMoving(deliveries: readonly WebhookDelivery[] | undefined, awaited: AwaitedReplay | null, now: number): boolean {
  if (!deliveries) return false;
  if (awaited && now - awaited.askedAt < PENDING_WATCH_MS && !replayLanded(deliveries, awaited)) return true;
  return deliveries.some((delivery) => delivery.status === 'pending' && now - Date.parse(delivery.createdAt) < PENDING_WATCH_MS);
}

/** The replayed delivery shows a try more than it had (or is gone: nothing more to wait for). */
export function replayLanded(deliveries: readonly WebhookDelivery[], awaited: AwaitedReplay): boolean {
  const delivery = deliveries.find((candidate) => candidate.id === awaited.deliveryId);
  return !delivery || delivery.attempts.length > awaited.attemptsBefore;
}
