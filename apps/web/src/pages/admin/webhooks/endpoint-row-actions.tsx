import type { WebhookEndpoint } from '@stallplan/contracts';
import { History, RotateCw, Trash2 } from 'lucide-react';

export interface EndpointActions {
  /** The endpoint whose deliveries are open, if any. */
  viewing: string | null;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

export function EndpointRowActions({ endpoint, viewing, onDeliveries, onRotate, onDelete }: { endpoint: WebhookEndpoint } & EndpointActions) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <button
        type="button"
        className="btn-ghost px-2.5 py-1.5 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        aria-pressed={viewing === endpoint.id}
        aria-label={`Deliveries to ${endpoint.url}`}
        onClick={() => onDeliveries(endpoint)}
      >
        <History className="size-4" aria-hidden />
        Deliveries
      </button>
      <button type="button" className="btn-ghost px-2.5 py-1.5" aria-label={`Rotate secret of ${endpoint.url}`} onClick={() => onRotate(endpoint)}>
        <RotateCw className="size-4" aria-hidden />
        Rotate secret
      </button>
      <button
        type="button"
        className="btn-ghost px-2.5 py-1.5 text-red-700 hover:bg-red-50"
        aria-label={`Delete ${endpoint.url}`}
        onClick={() => onDelete(endpoint)}
      >
        <Trash2 className="size-4" aria-hidden />
        Delete
      </button>
    </div>
  );
}
