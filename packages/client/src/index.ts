// The SDK's public surface: the keyed client, webhook verification and the contracts' types.
export {
  createStallPlanClient,
  type StallPlanCallArgs,
  type StallPlanCallResult,
  type StallPlanClient,
  type StallPlanClientOptions,
} from './create-stallplan-client.js';
export { keyedRoutes, type KeyedRoutes } from './keyed-routes.js';
export {
  ApiError,
  API_SCOPES,
  apiScopeDescriptions,
  routeScopes,
  verifyWebhook,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TOLERANCE_SECONDS_DEFAULT,
  webhookEventDataSchemas,
  WebhookVerificationError,
} from '@stallplan/contracts';
// Every schema's type (requests, answers, events, endpoints, deliveries), for typing an integrator's own code.
export type * from '@stallplan/contracts';
