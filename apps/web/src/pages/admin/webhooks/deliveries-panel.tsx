import type { WebhookDelivery, WebhookEndpoint } from '@stallplan/contracts';
import { Inbox, RefreshCw, Repeat, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from '../shared/admin-list-states.js';
import { loadFailureDetail } from '../shared/load-failure.js';
import { DeliveryAttempts } from './delivery-attempts.js';
import { deliveryStatus, type AwaitedReplay } from './delivery-display.js';
import { useReplayDelivery, useWebhookDeliveries } from './use-webhooks.js';

function DeliveryItem({ delivery, endpointId, onReplayed }: { delivery: WebhookDelivery; endpointId: string; onReplayed: (awaited: AwaitedReplay) => void }) {
  const replay = useReplayDelivery(endpointId);
  const status = deliveryStatus(delivery);
  const send = () =>
    replay.mutate(delivery, { onSuccess: () => onReplayed({ deliveryId: delivery.id, attemptsBefore: delivery.attempts.length, askedAt: Date.now() }) });
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="webhook-delivery">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <code className="font-semibold text-ink">{delivery.eventType}</code>
          <StatusPill tone={status.tone}>{status.label}</StatusPill>
          <span className="text-slate-600">{formatAdminDateTime(delivery.createdAt)}</span>
        </p>
        <p className="mt-1 break-all text-xs text-slate-500">
          Message <code>{delivery.messageId}</code>
          {delivery.nextAttemptAt && ` · next try ${formatAdminDateTime(delivery.nextAttemptAt)}`}
        </p>
        <div className="mt-2">
          <DeliveryAttempts attempts={delivery.attempts} />
        </div>
        {replay.isError && (
          <p role="alert" className="mt-2 text-xs text-red-700">
            {replay.error.message}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn-secondary shrink-0"
        onClick={send}
        disabled={replay.isPending}
        aria-label={`Replay ${delivery.eventType} ${delivery.messageId}`}
      >
        <Repeat className="size-4" aria-hidden />
        {replay.isPending ? 'Replaying...' : 'Replay'}
      </button>
    </li>
  );
}

/**
 * One endpoint's deliveries with every try, newest first, and Replay on each: the replayed try
 * shows once notify has logged it (the list looks again on its own meanwhile).
 */
export function DeliveriesPanel({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [awaited, setAwaited] = useState<AwaitedReplay | null>(null);
  const deliveries = useWebhookDeliveries(endpoint.id, awaited);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row's button: the keyboard and the screen reader land on what opened.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [endpoint.id]);

  return (
    <section aria-labelledby="deliveries-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="deliveries-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
            Deliveries
          </h2>
          <p className="break-all text-sm text-slate-600">
            to {endpoint.url} · {endpoint.keyName}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
            <RefreshCw className={deliveries.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
            Refresh
          </button>
          <button type="button" className="btn-ghost" onClick={onClose} aria-label="Close deliveries">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {deliveries.isPending ? (
        <AdminListSkeleton label="Loading deliveries" rows={2} />
      ) : deliveries.isError ? (
        <AdminListError message="Could not load the deliveries." detail={loadFailureDetail(deliveries.error)} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <AdminListEmpty
          icon={<Inbox className="size-10 text-slate-300" aria-hidden />}
          title="No deliveries yet"
          description="A delivery is logged here when one of the endpoint's events happens."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`Deliveries to ${endpoint.url}`}>
          {deliveries.data.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} endpointId={endpoint.id} onReplayed={setAwaited} />
          ))}
        </ul>
      )}
    </section>
  );
}
