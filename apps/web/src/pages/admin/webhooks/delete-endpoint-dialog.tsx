import type { WebhookEndpoint } from '@stallplan/contracts';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.js';
import { useDeleteEndpoint } from './use-webhooks.js';

export const DELETE_ENDPOINT_WARNING = 'The endpoint is removed for good: deliveries not yet made are dropped, and nothing more is sent to it.';

/** Asks, naming the endpoint, before it is removed. */
export function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteEndpoint();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={endpoint !== null}
      title="Delete webhook endpoint"
      warning={DELETE_ENDPOINT_WARNING}
      subject={endpoint && <p className="break-all text-sm font-medium text-ink">{`${endpoint.url} · ${endpoint.keyName}`}</p>}
      pending={remove.isPending}
      failure={remove.isError ? remove.error.message : null}
      onCancel={close}
      onConfirm={() => endpoint && remove.mutate(endpoint, { onSuccess: close })}
    />
  );
}
