import type { ApiKey, IssuedApiKey } from '@stallplan/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { KeyCards } from './api-keys/key-cards.js';
import { KeyTable } from './api-keys/key-table.js';
import { NewKeyDialog } from './api-keys/new-key-dialog.js';
import { RevokeKeyDialog } from './api-keys/revoke-key-dialog.js';
import { RotateKeyDialog } from './api-keys/rotate-key-dialog.js';
import { useApiKeys } from './api-keys/use-api-keys.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';
import { loadFailureDetail } from './shared/load-failure.js';
import { OneTimeSecretDialog, type OneTimeSecret } from './shared/one-time-secret-dialog.js';

function issuedSecret(issued: IssuedApiKey, rotated: boolean): OneTimeSecret {
  return {
    title: rotated ? 'Key rotated' : 'Key created',
    subject: rotated ? `The new secret of ${issued.key.name}` : `The secret of ${issued.key.name}`,
    label: 'API key',
    secret: issued.secret,
  };
}

function ApiKeys() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // The secret lives here only while its dialog is open.
  const [shown, setShown] = useState<OneTimeSecret | null>(null);

  const newKeyButton = (label: string) => (
    <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden />
      {label}
    </button>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminHeader title="API keys" actions={newKeyButton('New key')} />
      <p className="mb-5 max-w-3xl text-sm text-slate-600">
        Keys let an integrator's server call the API under <code>/api/v1</code> with its own scopes, rate limit and daily quota. A key's secret is shown once,
        when it is created or rotated; only its first characters are kept in view.
      </p>

      {keys.isPending ? (
        <AdminListSkeleton label="Loading API keys" rows={3} />
      ) : keys.isError ? (
        <AdminListError message="Could not load the API keys." detail={loadFailureDetail(keys.error)} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <AdminListEmpty
          icon={<KeyRound className="size-10 text-slate-300" aria-hidden />}
          title="No API keys yet"
          description="Create a key for each integration, with only the scopes it needs."
          action={newKeyButton('Create the first key')}
        />
      ) : (
        <>
          <KeyTable keys={keys.data} onRotate={setRotating} onRevoke={setRevoking} />
          <KeyCards keys={keys.data} onRotate={setRotating} onRevoke={setRevoking} />
        </>
      )}

      <NewKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onIssued={(issued) => {
          setCreating(false);
          setShown(issuedSecret(issued, false));
        }}
      />
      <RotateKeyDialog apiKey={rotating} onClose={() => setRotating(null)} onIssued={(issued) => setShown(issuedSecret(issued, true))} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
      <OneTimeSecretDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}

/** `/admin/api-keys`: issue, rotate and revoke integrators' keys, and see their use (see docs/integrations.md#api-keys). */
export function AdminApiKeysPage() {
  usePageMeta('API keys', "Integrators' API keys: scopes, limits, use; create, rotate and revoke them.");
  return (
    <AdminGuard>
      <ApiKeys />
    </AdminGuard>
  );
}
