import { z } from 'zod';
import { errorResponseSchema, successResponseSchema } from '../envelope.js';
import { defineRoutes } from '../http/define-routes.js';
import { deletedResponseSchema } from '../marketplace/deleted-response.js';
import { apiKeyCreateSchema, apiKeySchema, issuedApiKeySchema } from './api-keys.js';
import {
  adminWebhookEndpointCreateSchema,
  issuedWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
} from './webhooks.js';

/** The `:id` of a key, an endpoint or a delivery: a stored record's id. */
export const integrationIdParamsSchema = z.object({
  id: z.string({ error: 'Id is required.' }).regex(/^[a-f0-9]{24}$/, 'Id must be 24 hexadecimal characters.'),
});

export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(WEBHOOK_DELIVERIES_PAGE_MAX, `Limit must be at most ${WEBHOOK_DELIVERIES_PAGE_MAX}.`)
    .default(50),
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const errorsForOne = { ...errors, 404: errorResponseSchema };

/** The admin's keys: issue, rotate and revoke; the list shows use. Served by notify. */
export const adminApiKeyRoutes = defineRoutes({
  listApiKeys: {
    method: 'GET',
    path: '/api/admin/api-keys',
    summary: 'Every API key with its scopes, limits, status, last use and request counts (never the secret)',
    admin: true,
    responses: { 200: successResponseSchema(z.array(apiKeySchema)), ...errors },
  },
  createApiKey: {
    method: 'POST',
    path: '/api/admin/api-keys',
    summary: 'Issues a key; the answer is the only time its secret is shown',
    body: apiKeyCreateSchema,
    admin: true,
    responses: { 201: successResponseSchema(issuedApiKeySchema), ...errors },
  },
  rotateApiKey: {
    method: 'POST',
    path: '/api/admin/api-keys/:id/rotate',
    summary: 'Replaces the secret of an active key; the old one stops working at once',
    params: integrationIdParamsSchema,
    admin: true,
    responses: { 200: successResponseSchema(issuedApiKeySchema), ...errorsForOne, 409: errorResponseSchema },
  },
  revokeApiKey: {
    method: 'POST',
    path: '/api/admin/api-keys/:id/revoke',
    summary: 'Revokes a key for good: its calls get 401 and its endpoints receive nothing more',
    params: integrationIdParamsSchema,
    admin: true,
    responses: { 200: successResponseSchema(apiKeySchema), ...errorsForOne },
  },
});

/** Every endpoint and its deliveries, for the admin. Served by notify. */
export const adminWebhookRoutes = defineRoutes({
  listWebhookEndpoints: {
    method: 'GET',
    path: '/api/admin/webhooks',
    summary: 'Every registered webhook endpoint with its key and events',
    admin: true,
    responses: { 200: successResponseSchema(z.array(webhookEndpointSchema)), ...errors },
  },
  createWebhookEndpoint: {
    method: 'POST',
    path: '/api/admin/webhooks',
    summary: 'Registers an endpoint for a key; the answer is the only time its signing secret is shown',
    body: adminWebhookEndpointCreateSchema,
    admin: true,
    responses: { 201: successResponseSchema(issuedWebhookEndpointSchema), ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
  },
  deleteWebhookEndpoint: {
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    summary: 'Removes an endpoint; deliveries not yet made are dropped',
    params: integrationIdParamsSchema,
    admin: true,
    responses: { 200: deletedResponseSchema, ...errorsForOne },
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/admin/webhooks/:id/rotate-secret',
    summary: 'Issues a new signing secret; for 24 hours deliveries are signed with both',
    params: integrationIdParamsSchema,
    admin: true,
    responses: { 200: successResponseSchema(issuedWebhookEndpointSchema), ...errorsForOne },
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    summary: "An endpoint's deliveries, newest first, with every attempt's status, response code and duration",
    params: integrationIdParamsSchema,
    query: webhookDeliveriesQuerySchema,
    admin: true,
    responses: { 200: successResponseSchema(z.array(webhookDeliverySchema)), ...errorsForOne },
  },
  replayWebhookDelivery: {
    method: 'POST',
    path: '/api/admin/webhook-deliveries/:id/replay',
    summary: 'Sends a delivery again now, with the same webhook-id, and logs the attempt',
    params: integrationIdParamsSchema,
    admin: true,
    responses: { 202: successResponseSchema(webhookDeliverySchema), ...errorsForOne, 409: errorResponseSchema },
  },
});

/** An integrator's own endpoints, under its key (`webhooks:manage`). Served by notify. */
export const integratorWebhookRoutes = defineRoutes({
  listMyWebhooks: {
    method: 'GET',
    path: '/api/webhooks',
    summary: "The calling key's webhook endpoints",
    responses: { 200: successResponseSchema(z.array(webhookEndpointSchema)), ...errors, 403: errorResponseSchema },
  },
  createMyWebhook: {
    method: 'POST',
    path: '/api/webhooks',
    summary: 'Registers an endpoint for the calling key; the answer is the only time its signing secret is shown',
    body: webhookEndpointCreateSchema,
    responses: { 201: successResponseSchema(issuedWebhookEndpointSchema), ...errors, 403: errorResponseSchema, 409: errorResponseSchema },
  },
  deleteMyWebhook: {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    summary: "Removes one of the calling key's endpoints",
    params: integrationIdParamsSchema,
    responses: { 200: deletedResponseSchema, ...errorsForOne, 403: errorResponseSchema },
  },
  listMyWebhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    summary: "One of the calling key's endpoints' deliveries, newest first",
    params: integrationIdParamsSchema,
    query: webhookDeliveriesQuerySchema,
    responses: { 200: successResponseSchema(z.array(webhookDeliverySchema)), ...errorsForOne, 403: errorResponseSchema },
  },
});
