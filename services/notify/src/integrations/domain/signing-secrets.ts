import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';

/** The secrets a delivery is signed with now: the current one, and the previous one while its rotation grace lasts. */
export function signingSecrets(endpoint: Pick<StoredWebhookEndpoint, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, now: Date): string[] {
  const { previousSecret, previousSecretExpiresAt } = endpoint;
  return previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > now ? [endpoint.secret, previousSecret] : [endpoint.secret];
}
