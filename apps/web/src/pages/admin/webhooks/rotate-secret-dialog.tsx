import type { IssuedWebhookEndpoint, WebhookEndpoint } from '@stallplan/contracts';
import { RotateCw } from 'lucide-react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { useRotateWebhookSecret } from './use-webhooks.js';

export const ROTATE_SECRET_NOTE =
  'A new signing secret is issued. For 24 hours deliveries carry signatures with both the new and the old secret, so the receiver can switch without missing one.';

/** Asks, naming the endpoint, before its signing secret is replaced; the new one goes to `onIssued`, shown once. */
export function RotateSecretDialog({
  endpoint,
  onClose,
  onIssued,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onIssued: (issued: IssuedWebhookEndpoint) => void;
}) {
  const rotate = useRotateWebhookSecret();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={endpoint !== null}
      title="Rotate signing secret"
      description={ROTATE_SECRET_NOTE}
      confirmLabel="Rotate secret"
      pendingLabel="Rotating..."
      icon={<RotateCw className="size-4" aria-hidden />}
      pending={rotate.isPending}
      failure={rotate.isError ? rotate.error.message : null}
      onCancel={close}
      onConfirm={() =>
        endpoint &&
        rotate.mutate(endpoint, {
          onSuccess: (issued) => {
            close();
            onIssued(issued);
          },
        })
      }
    >
      {endpoint && (
        <p className="break-all text-sm font-medium text-ink">
          {endpoint.url} · <code className="text-xs">{endpoint.secretStart}…</code>
        </p>
      )}
    </ConfirmDialog>
  );
}
