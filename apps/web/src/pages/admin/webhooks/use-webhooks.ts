import type { AdminWebhookEndpointCreate, IssuedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '@stallplan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { integrationsAdminApi } from '../shared/integrations-admin-api.js';
import { failedCall, issueOutcome, refusedAction } from '../shared/action-failure.js';
import { refusal } from '../shared/load-failure.js';
import type { IssueOutcome } from '../shared/use-issue-form.js';
import { deliveriesStillMoving, type AwaitedReplay } from './delivery-display.js';

const ADMIN_WEBHOOKS_KEY = ['admin', 'webhooks'] as const;
const deliveriesKey = (endpointId: string) => [...ADMIN_WEBHOOKS_KEY, endpointId, 'deliveries'] as const;

export const REGISTER_ENDPOINT_FAILED = 'The endpoint could not be registered. Please try again.';
export const DELETE_ENDPOINT_FAILED = 'The endpoint could not be deleted. Please try again.';
export const ROTATE_SECRET_FAILED = 'The signing secret could not be rotated. Please try again.';
export const REPLAY_FAILED = 'The delivery could not be replayed. Please try again.';
/** How often an open deliveries list looks again while a try is due. */
const DELIVERIES_REFRESH_MS = 1_500;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: ADMIN_WEBHOOKS_KEY,
    queryFn: async ({ signal }): Promise<WebhookEndpoint[]> => {
      const response = await integrationsAdminApi.listWebhookEndpoints({ signal });
      if (response.status !== 200) throw refusal('webhook endpoints', response.body);
      return response.body.data;
    },
    staleTime: 0,
  });
}

export function useRefreshWebhooks(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_WEBHOOKS_KEY }), [queryClient]);
}

/** Registers an endpoint for a key; a 400's `details` come back for the form's fields. */
export function registerEndpoint(body: AdminWebhookEndpointCreate): Promise<IssueOutcome<IssuedWebhookEndpoint>> {
  return issueOutcome(
    () => integrationsAdminApi.createWebhookEndpoint({ body }),
    (response) => (response.status === 201 ? response.body.data : undefined),
    REGISTER_ENDPOINT_FAILED,
  );
}

export function useDeleteEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: async (endpoint: WebhookEndpoint): Promise<void> => {
      const response = await integrationsAdminApi.deleteWebhookEndpoint({ params: { id: endpoint.id } }).catch(failedCall(DELETE_ENDPOINT_FAILED));
      // Gone already is what the admin asked for.
      if (response.status !== 200 && response.status !== 404) throw refusedAction(response, DELETE_ENDPOINT_FAILED);
    },
    onSettled: refresh,
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: async (endpoint: WebhookEndpoint): Promise<IssuedWebhookEndpoint> => {
      const response = await integrationsAdminApi.rotateWebhookSecret({ params: { id: endpoint.id } }).catch(failedCall(ROTATE_SECRET_FAILED));
      if (response.status !== 200) throw refusedAction(response, ROTATE_SECRET_FAILED);
      return response.body.data;
    },
    onSettled: refresh,
  });
}

/** One endpoint's deliveries, newest first; it looks again on its own while a try is due. */
export function useWebhookDeliveries(endpointId: string, awaited: AwaitedReplay | null) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: async ({ signal }): Promise<WebhookDelivery[]> => {
      const response = await integrationsAdminApi.listWebhookDeliveries({ params: { id: endpointId }, query: { limit: 50 }, signal });
      if (response.status !== 200) throw refusal('deliveries', response.body);
      return response.body.data;
    },
    staleTime: 0,
    refetchInterval: (query) => (deliveriesStillMoving(query.state.data, awaited, Date.now()) ? DELIVERIES_REFRESH_MS : false),
  });
}

/** Sends a delivery again now; the list takes the answer at once and then looks for the logged try. */
export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (delivery: WebhookDelivery): Promise<WebhookDelivery> => {
      const response = await integrationsAdminApi.replayWebhookDelivery({ params: { id: delivery.id } }).catch(failedCall(REPLAY_FAILED));
      if (response.status !== 202) throw refusedAction(response, REPLAY_FAILED);
      return response.body.data;
    },
    onSuccess: (replayed) => {
      queryClient.setQueryData<WebhookDelivery[]>(deliveriesKey(endpointId), (list) =>
        list?.map((delivery) => (delivery.id === replayed.id ? replayed : delivery)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
