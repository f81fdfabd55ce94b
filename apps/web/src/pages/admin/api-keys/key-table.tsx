import { apiScopeDescriptions, type ApiKey } from '@stallplan/contracts';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { AdminTable, type AdminColumn } from '../shared/admin-table.js';
import { keyLastUsedText, keyLimitsText, keyRequestsText, keyStartText, keyStatus } from './key-display.js';
import { KeyRowActions, type KeyActions } from './key-row-actions.js';
import { CodeTags } from '../shared/code-tags.js';

const KEY_COLUMNS: readonly AdminColumn[] = [
  { label: 'Key' },
  { label: 'Scopes' },
  { label: 'Limits' },
  { label: 'Status' },
  { label: 'Created', className: 'hidden xl:table-cell' },
  { label: 'Last used' },
  { label: 'Requests' },
  { label: <span className="sr-only">Actions</span>, className: 'text-right' },
];

/** Wide screens: one row per key. */
export function KeyTable({ keys, ...actions }: { keys: readonly ApiKey[] } & KeyActions) {
  return (
    <AdminTable columns={KEY_COLUMNS}>
      {keys.map((key) => {
        const status = keyStatus(key);
        return (
          <tr key={key.id} data-testid="api-key-row" className="align-top">
            <th scope="row" className="min-w-48 px-4 py-3 font-normal">
              <span className="block break-words font-medium text-ink">{key.name}</span>
              <span className="block break-all text-xs text-slate-600">{key.ownerEmail}</span>
              <code className="mt-1 block text-xs text-slate-500">{keyStartText(key)}</code>
            </th>
            <td className="max-w-64 px-4 py-3">
              <CodeTags label="Scopes" items={key.scopes} titles={apiScopeDescriptions} />
            </td>
            <td className="px-4 py-3 text-slate-700">{keyLimitsText(key)}</td>
            <td className="px-4 py-3">
              <StatusPill tone={status.tone}>{status.label}</StatusPill>
            </td>
            <td className="hidden px-4 py-3 text-slate-700 xl:table-cell">{formatAdminDateTime(key.createdAt)}</td>
            <td className="px-4 py-3 text-slate-700">{keyLastUsedText(key)}</td>
            <td className="px-4 py-3 text-slate-700">{keyRequestsText(key)}</td>
            <td className="px-4 py-3">
              <KeyRowActions apiKey={key} {...actions} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
