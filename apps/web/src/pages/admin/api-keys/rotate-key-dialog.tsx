import type { ApiKey, IssuedApiKey } from '@stallplan/contracts';
import { RotateCw } from 'lucide-react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { keyStartText } from './key-display.js';
import { useRotateApiKey } from './use-api-keys.js';

export const ROTATE_KEY_WARNING = 'A new secret replaces this one, and the old secret stops working at once: the integrator must switch to the new one.';

/** Asks, naming the key, before its secret is replaced; the new secret goes to `onIssued`, shown once. */
export function RotateKeyDialog({ apiKey, onClose, onIssued }: { apiKey: ApiKey | null; onClose: () => void; onIssued: (issued: IssuedApiKey) => void }) {
  const rotate = useRotateApiKey();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title="Rotate API key"
      description={ROTATE_KEY_WARNING}
      confirmLabel="Rotate"
      pendingLabel="Rotating..."
      icon={<RotateCw className="size-4" aria-hidden />}
      tone="danger"
      pending={rotate.isPending}
      failure={rotate.isError ? rotate.error.message : null}
      onCancel={close}
      onConfirm={() =>
        apiKey &&
        rotate.mutate(apiKey, {
          onSuccess: (issued) => {
            close();
            onIssued(issued);
          },
        })
      }
    >
      {apiKey && (
        <p className="break-words text-sm font-medium text-ink">
          {apiKey.name} · <code className="text-xs">{keyStartText(apiKey)}</code>
        </p>
      )}
    </ConfirmDialog>
  );
}
