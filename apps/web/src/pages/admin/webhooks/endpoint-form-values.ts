import { adminWebhookEndpointCreateSchema, WEBHOOK_EVENT_TYPES, type AdminWebhookEndpointCreate, type ApiKey, type FieldIssue } from '@stallplan/contracts';
import { issuesOfCheck } from '../shared/form-issues.js';

/** What the Register endpoint form holds. */
export interface EndpointFormValues {
  keyId: string;
  url: string;
  events: string[];
  description: string;
}

export const ENDPOINT_FORM_FIELDS = ['keyId', 'url', 'events', 'description'] as const;

export const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type }));

export function emptyEndpointFormValues(): EndpointFormValues {
  return { keyId: '', url: '', events: [], description: '' };
}

/** Only an active key can own an endpoint: a revoked key's endpoints receive nothing. */
export function keyOptions(keys: readonly ApiKey[]): Array<{ value: string; label: string }> {
  return keys.filter((key) => key.status === 'active').map((key) => ({ value: key.id, label: `${key.name} (${key.keyStart}…)` }));
}

export type EndpointFormCheck = { success: true; data: AdminWebhookEndpointCreate } | { success: false; issues: FieldIssue[] };

/** Checked with the server's schema; a blank description is left out rather than sent empty. */
export function checkEndpointForm(values: EndpointFormValues): EndpointFormCheck {
  const description = values.description.trim();
  const parsed = adminWebhookEndpointCreateSchema.safeParse({
    keyId: values.keyId,
    url: values.url,
    events: values.events,
    ...(description ? { description } : {}),
  });
  if (parsed.success) return { success: true, data: parsed.data };
  // An empty select is "no key chosen", not a malformed id.
  const issues = issuesOfCheck(parsed.error.issues).map((issue) =>
    issue.path === 'keyId' && values.keyId === '' ? { ...issue, message: 'Choose a key.' } : issue,
  );
  return { success: false, issues };
}
