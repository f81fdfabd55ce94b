import type { IntegrationEventJob, WebhookEventBody } from '@stallplan/contracts';

/**
 * The body an endpoint receives for an event, as the exact JSON text that is signed and sent.
 * An exhibitor's contact details go in only for a key allowed to read them (docs/integrations.md#payload-privacy).
 */
export function buildEventBody(event: IntegrationEventJob, withContact: boolean): string {
  const data = withContact && event.contact ? { ...event.data, contact: event.contact } : event.data;
  const body: WebhookEventBody = { type: event.type, timestamp: event.occurredAt, data };
  return JSON.stringify(body);
}
