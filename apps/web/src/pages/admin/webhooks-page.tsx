import type { IssuedWebhookEndpoint, WebhookEndpoint } from '@stallplan/contracts';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';
import { loadFailureDetail } from './shared/load-failure.js';
import { OneTimeSecretDialog, type OneTimeSecret } from './shared/one-time-secret-dialog.js';
import { DeleteEndpointDialog } from './webhooks/delete-endpoint-dialog.js';
import { DeliveriesPanel } from './webhooks/deliveries-panel.js';
import { EndpointCards } from './webhooks/endpoint-cards.js';
import { EndpointTable } from './webhooks/endpoint-table.js';
import { RegisterEndpointDialog } from './webhooks/register-endpoint-dialog.js';
import { RotateSecretDialog } from './webhooks/rotate-secret-dialog.js';
import { useWebhookEndpoints } from './webhooks/use-webhooks.js';

function issuedSecret(issued: IssuedWebhookEndpoint, rotated: boolean): OneTimeSecret {
  return {
    title: rotated ? 'Signing secret rotated' : 'Endpoint registered',
    subject: `The ${rotated ? 'new ' : ''}signing secret of ${issued.endpoint.url}`,
    label: 'Signing secret',
    secret: issued.secret,
  };
}

function Webhooks() {
  const endpoints = useWebhookEndpoints();
  // The open deliveries list is part of the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const viewingId = params.get('deliveries');
  const viewing = endpoints.data?.find((endpoint) => endpoint.id === viewingId) ?? null;
  const [registering, setRegistering] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [shown, setShown] = useState<OneTimeSecret | null>(null);

  const showDeliveries = (endpoint: WebhookEndpoint) => setParams({ deliveries: endpoint.id });
  const closeDeliveries = () => setParams({});
  const registerButton = (label: string) => (
    <button type="button" className="btn-primary" onClick={() => setRegistering(true)}>
      <Plus className="size-4" aria-hidden />
      {label}
    </button>
  );
  const actions = { viewing: viewing?.id ?? null, onDeliveries: showDeliveries, onRotate: setRotating, onDelete: setDeleting };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminHeader title="Webhooks" actions={registerButton('Register endpoint')} />
      <p className="mb-5 max-w-3xl text-sm text-slate-600">
        Each endpoint belongs to an API key and receives the events it chose, signed with its own secret. Failed deliveries are retried for 24 hours; any
        delivery can be replayed from its list.
      </p>

      {endpoints.isPending ? (
        <AdminListSkeleton label="Loading webhook endpoints" rows={3} />
      ) : endpoints.isError ? (
        <AdminListError message="Could not load the webhook endpoints." detail={loadFailureDetail(endpoints.error)} onRetry={() => void endpoints.refetch()} />
      ) : endpoints.data.length === 0 ? (
        <AdminListEmpty
          icon={<Webhook className="size-10 text-slate-300" aria-hidden />}
          title="No webhook endpoints yet"
          description="Integrators register their own with a key that has webhooks:manage, or you register one for a key here."
          action={registerButton('Register the first endpoint')}
        />
      ) : (
        <>
          <EndpointTable endpoints={endpoints.data} {...actions} />
          <EndpointCards endpoints={endpoints.data} {...actions} />
        </>
      )}

      {viewing && <DeliveriesPanel key={viewing.id} endpoint={viewing} onClose={closeDeliveries} />}

      <RegisterEndpointDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onIssued={(issued) => {
          setRegistering(false);
          setShown(issuedSecret(issued, false));
        }}
      />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} onIssued={(issued) => setShown(issuedSecret(issued, true))} />
      {/* A deleted endpoint's deliveries close by themselves: it leaves the list they are found in. */}
      <DeleteEndpointDialog endpoint={deleting} onClose={() => setDeleting(null)} />
      <OneTimeSecretDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}

/** `/admin/webhooks`: every endpoint, its deliveries with each try, and Replay (see docs/integrations.md#replay). */
export function AdminWebhooksPage() {
  usePageMeta('Webhooks', "Integrators' webhook endpoints, their signing secrets and deliveries; replay a delivery.");
  return (
    <AdminGuard>
      <Webhooks />
    </AdminGuard>
  );
}
