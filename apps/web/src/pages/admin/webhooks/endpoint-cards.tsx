import type { WebhookEndpoint } from '@stallplan/contracts';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { EndpointRowActions, type EndpointActions } from './endpoint-row-actions.js';
import { CodeTags } from '../shared/code-tags.js';

/** Narrow screens: one card per endpoint, the same facts and actions as the table. */
export function EndpointCards({ endpoints, ...actions }: { endpoints: readonly WebhookEndpoint[] } & EndpointActions) {
  return (
    <ul className="grid gap-3 md:hidden">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <article aria-label={endpoint.url} data-testid="webhook-card" className="card p-4">
            <h3 className="break-all font-semibold text-ink">{endpoint.url}</h3>
            {endpoint.description && <p className="break-words text-sm text-slate-600">{endpoint.description}</p>}
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
              <dt>Key</dt>
              <dd className="break-words">{endpoint.keyName}</dd>
              <dt>Secret</dt>
              <dd>
                <code>{endpoint.secretStart}…</code>
              </dd>
              <dt>Created</dt>
              <dd>{formatAdminDateTime(endpoint.createdAt)}</dd>
            </dl>
            <div className="mt-2">
              <CodeTags label="Events" items={endpoint.events} />
            </div>
            <div className="mt-3">
              <EndpointRowActions endpoint={endpoint} {...actions} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
