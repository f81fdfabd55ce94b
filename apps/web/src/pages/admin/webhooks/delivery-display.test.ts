import type { WebhookDelivery } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import {
  attemptCodeText,
  attemptDurationText,
  attemptSucceeded,
  deliveriesStillMoving,
  deliveryStatus,
  PENDING_WATCH_MS,
  replayLanded,
} from './delivery-display.js';

const NOW = Date.parse('2026-11-27T19:00:00.000Z');
const attempt = { at: '2026-11-27T18:59:00.000Z', responseCode: 200, durationMs: 34, error: null, replay: false };

function delivery(
  id: string,
  status: WebhookDelivery['status'],
  attempts: WebhookDelivery['attempts'],
  createdAt = '2026-11-27T18:59:30.000Z',
): WebhookDelivery {
  return { id, endpointId: 'e'.repeat(24), messageId: `msg_${id}`, eventType: 'enquiry.created', status, attempts, createdAt, nextAttemptAt: null };
}

describe('attempt display', () => {
  it('gives the status code, or says no answer came', () => {
    expect(attemptCodeText(attempt)).toBe('HTTP 200');
    expect(attemptCodeText({ responseCode: null })).toBe('No answer');
  });

  it('counts only a 2xx as success', () => {
    expect(attemptSucceeded(attempt)).toBe(true);
    expect(attemptSucceeded({ responseCode: 302 })).toBe(false);
    expect(attemptSucceeded({ responseCode: 500 })).toBe(false);
    expect(attemptSucceeded({ responseCode: null })).toBe(false);
  });

  it('gives milliseconds, and seconds from one second on', () => {
    expect(attemptDurationText({ durationMs: 34 })).toBe('34 ms');
    expect(attemptDurationText({ durationMs: 10_000 })).toBe('10.0 s');
  });

  it('names each delivery status', () => {
    expect(deliveryStatus({ status: 'failed' })).toEqual({ label: 'Failed', tone: 'red' });
    expect(deliveryStatus({ status: 'succeeded' })).toEqual({ label: 'Succeeded', tone: 'green' });
  });
});

describe('deliveriesStillMoving', () => {
  const done = delivery('a', 'succeeded', [attempt]);

  it('waits for a replayed try until it is logged', () => {
    const awaited = { deliveryId: 'a', attemptsBefore: 1, askedAt: NOW - 1_000 };
    expect(deliveriesStillMoving([done], awaited, NOW)).toBe(true);
    const replayed = delivery('a', 'succeeded', [attempt, { ...attempt, replay: true }]);
    expect(replayLanded([replayed], awaited)).toBe(true);
    expect(deliveriesStillMoving([replayed], awaited, NOW)).toBe(false);
  });

  it('stops waiting for a replay that is never logged, or whose delivery is gone', () => {
    expect(deliveriesStillMoving([done], { deliveryId: 'a', attemptsBefore: 1, askedAt: NOW - PENDING_WATCH_MS }, NOW)).toBe(false);
    expect(replayLanded([], { deliveryId: 'a', attemptsBefore: 1, askedAt: NOW })).toBe(true);
  });

  it('watches a fresh delivery for its first try, but not one pending for long, nor a retry', () => {
    expect(deliveriesStillMoving([delivery('b', 'pending', [])], null, NOW)).toBe(true);
    expect(deliveriesStillMoving([delivery('b', 'pending', [], '2026-11-27T18:50:00.000Z')], null, NOW)).toBe(false);
    expect(deliveriesStillMoving([delivery('c', 'retrying', [{ ...attempt, responseCode: 500 }])], null, NOW)).toBe(false);
    expect(deliveriesStillMoving(undefined, null, NOW)).toBe(false);
  });
});
