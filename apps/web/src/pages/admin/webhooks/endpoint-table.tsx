import type { WebhookEndpoint } from '@stallplan/contracts';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { AdminTable, type AdminColumn } from '../shared/admin-table.js';
import { EndpointRowActions, type EndpointActions } from './endpoint-row-actions.js';
import { CodeTags } from '../shared/code-tags.js';

const ENDPOINT_COLUMNS: readonly AdminColumn[] = [
  { label: 'Endpoint' },
  { label: 'Key' },
  { label: 'Events' },
  { label: 'Secret' },
  { label: 'Created' },
  { label: <span className="sr-only">Actions</span>, className: 'text-right' },
];

/** Wide screens: one row per endpoint. */
export function EndpointTable({ endpoints, ...actions }: { endpoints: readonly WebhookEndpoint[] } & EndpointActions) {
  return (
    <AdminTable columns={ENDPOINT_COLUMNS}>
      {endpoints.map((endpoint) => (
        <tr key={endpoint.id} data-testid="webhook-row" className="align-top">
          <th scope="row" className="min-w-56 max-w-80 px-4 py-3 font-normal">
            <span className="block break-all font-medium text-ink">{endpoint.url}</span>
            {endpoint.description && <span className="block break-words text-xs text-slate-600">{endpoint.description}</span>}
          </th>
          <td className="px-4 py-3 text-slate-700">{endpoint.keyName}</td>
          <td className="max-w-64 px-4 py-3">
            <CodeTags label="Events" items={endpoint.events} />
          </td>
          <td className="whitespace-nowrap px-4 py-3">
            <code className="text-xs text-slate-600">{endpoint.secretStart}…</code>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatAdminDateTime(endpoint.createdAt)}</td>
          <td className="px-4 py-3">
            <EndpointRowActions endpoint={endpoint} {...actions} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
