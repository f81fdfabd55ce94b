import { vetWebhookTarget, WebhookTargetError } from './webhook-address-guard.js';

export interface WebhookUrlRules {
  allowedHosts: readonly string[];
  production: boolean;
}

function unresolved(): never {
  throw new Error('Names are resolved at delivery time, not at registration.');
}

/**
 * The sentence refusing a URL at registration, or null. Only what the URL itself says is checked
 * (scheme, credentials, a literal private address); a name's addresses are checked at each
 * delivery, since they can change after registration (docs/integrations.md#webhook-targets).
 */
export async function checkWebhookUrl(url: string, rules: WebhookUrlRules): Promise<string | null> {
  try {
    await vetWebhookTarget(url, { ...rules, resolve: unresolved });
    return null;
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    return error.problem === 'refused' ? error.message : null;
  }
}
