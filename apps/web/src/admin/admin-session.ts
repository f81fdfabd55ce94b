import { useSyncExternalStore } from 'react';
import { ADMIN_TOKEN_HEADER, createLazyClient, type ClientOptions, type WebAppRoutes } from '@stallplan/contracts';
import { loadWebAppRoutes } from '../api/api-client.js';

const TOKEN_KEY = 'stallplan.adminToken';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The admin's token, kept in localStorage and sent as `x-admin-token` (see docs/marketplace.md#admin-sign-in). */
export const adminSession = {
  token: read,
  save(token: string): void {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      // Storage refused: the session lasts until the page is left.
    }
    notify();
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether a token is stored; re-renders when it is saved or cleared, in this tab. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(adminSession.subscribe, adminSession.token);
}

/**
 * Any admin call answered 401 ends the session: the token is cleared and the admin guard sends
 * the browser back to `/admin` (an expired, revoked or forged token).
 */
const fetchEndingSessionOn401: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const sentToken = new Headers(init?.headers).has(ADMIN_TOKEN_HEADER);
  if (response.status === 401 && sentToken) adminSession.clear();
  return response;
};

/** The typed client for admin screens: every admin route carries the stored token. */
export const adminClientOptions: ClientOptions = { baseUrl: '', credentials: 'include', adminToken: adminSession.token, fetch: fetchEndingSessionOn401 };
export const adminApi = createLazyClient<WebAppRoutes>(loadWebAppRoutes, adminClientOptions);
