import type { ApiKey, ApiKeyCreate, IssuedApiKey } from '@stallplan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { integrationsAdminApi } from '../shared/integrations-admin-api.js';
import { failedCall, issueOutcome, refusedAction } from '../shared/action-failure.js';
import { refusal } from '../shared/load-failure.js';
import type { IssueOutcome } from '../shared/use-issue-form.js';

/** Under `admin`, so logging out forgets it; the webhooks page reads it for its key select. */
export const ADMIN_API_KEYS_KEY = ['admin', 'api-keys'] as const;

export const CREATE_KEY_FAILED = 'The key could not be created. Please try again.';
export const ROTATE_KEY_FAILED = 'The key could not be rotated. Please try again.';
export const REVOKE_KEY_FAILED = 'The key could not be revoked. Please try again.';

/** Every key with its use; never a secret. */
export function useApiKeys() {
  return useQuery({
    queryKey: ADMIN_API_KEYS_KEY,
    queryFn: async ({ signal }): Promise<ApiKey[]> => {
      const response = await integrationsAdminApi.listApiKeys({ signal });
      if (response.status !== 200) throw refusal('API keys', response.body);
      return response.body.data;
    },
    staleTime: 0,
  });
}

export function useRefreshApiKeys(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ADMIN_API_KEYS_KEY }), [queryClient]);
}

/** Issues a key; a 400's `details` come back for the form's fields. */
export function createApiKey(body: ApiKeyCreate): Promise<IssueOutcome<IssuedApiKey>> {
  return issueOutcome(
    () => integrationsAdminApi.createApiKey({ body }),
    (response) => (response.status === 201 ? response.body.data : undefined),
    CREATE_KEY_FAILED,
  );
}

/** Rotate: a new secret, shown once; the old one stops at once. */
export function useRotateApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: async (key: ApiKey): Promise<IssuedApiKey> => {
      const response = await integrationsAdminApi.rotateApiKey({ params: { id: key.id } }).catch(failedCall(ROTATE_KEY_FAILED));
      if (response.status !== 200) throw refusedAction(response, ROTATE_KEY_FAILED);
      return response.body.data;
    },
    onSettled: refresh,
  });
}

export function useRevokeApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: async (key: ApiKey): Promise<ApiKey> => {
      const response = await integrationsAdminApi.revokeApiKey({ params: { id: key.id } }).catch(failedCall(REVOKE_KEY_FAILED));
      if (response.status !== 200) throw refusedAction(response, REVOKE_KEY_FAILED);
      return response.body.data;
    },
    onSettled: refresh,
  });
}
