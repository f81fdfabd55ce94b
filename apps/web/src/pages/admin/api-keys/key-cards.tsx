import { apiScopeDescriptions, type ApiKey } from '@stallplan/contracts';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { StatusPill } from '../dashboard/status-pill.js';
import { keyLastUsedText, keyLimitsText, keyRequestsText, keyStartText, keyStatus } from './key-display.js';
import { KeyRowActions, type KeyActions } from './key-row-actions.js';
import { CodeTags } from '../shared/code-tags.js';

/** Narrow screens: one card per key, the same facts and actions as the table. */
export function KeyCards({ keys, ...actions }: { keys: readonly ApiKey[] } & KeyActions) {
  return (
    <ul className="grid gap-3 md:hidden">
      {keys.map((key) => {
        const status = keyStatus(key);
        return (
          <li key={key.id}>
            <article aria-label={key.name} data-testid="api-key-card" className="card p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="break-words font-semibold text-ink">{key.name}</h3>
                  <p className="break-all text-xs text-slate-600">{key.ownerEmail}</p>
                </div>
                <StatusPill tone={status.tone}>{status.label}</StatusPill>
              </div>
              <code className="mt-2 block text-xs text-slate-500">{keyStartText(key)}</code>
              <div className="mt-2">
                <CodeTags label="Scopes" items={key.scopes} titles={apiScopeDescriptions} />
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
                <dt>Limits</dt>
                <dd>{keyLimitsText(key)}</dd>
                <dt>Requests</dt>
                <dd>{keyRequestsText(key)}</dd>
                <dt>Last used</dt>
                <dd>{keyLastUsedText(key)}</dd>
                <dt>Created</dt>
                <dd>{formatAdminDateTime(key.createdAt)}</dd>
              </dl>
              <div className="mt-3">
                <KeyRowActions apiKey={key} {...actions} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
