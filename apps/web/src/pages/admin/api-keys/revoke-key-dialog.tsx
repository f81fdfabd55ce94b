import type { ApiKey } from '@stallplan/contracts';
import { Ban } from 'lucide-react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.js';
import { useToast } from '../../../ui/toaster.js';
import { keyStartText } from './key-display.js';
import { useRevokeApiKey } from './use-api-keys.js';

export const REVOKE_KEY_WARNING = "Revoking is for good: the key's calls get 401 from now on, and its webhook endpoints receive nothing more.";

/** Asks, naming the key, before it is revoked. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title="Revoke API key"
      description={REVOKE_KEY_WARNING}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      icon={<Ban className="size-4" aria-hidden />}
      tone="danger"
      pending={revoke.isPending}
      failure={revoke.isError ? revoke.error.message : null}
      onCancel={close}
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey, {
          onSuccess: (revoked) => {
            toast({ title: 'Key revoked', description: revoked.name, variant: 'success' });
            close();
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
