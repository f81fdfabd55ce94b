import type { EnquirySummary, OutboxMessage, QuoteSummary } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';

/** The dashboard shows the newest few of each; the lists are newest first. */
export const RECENT_LIMIT = 5;

interface Recent<T> {
  items: T[];
  total: number;
}

function refused(what: string, body: unknown): never {
  const message = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : `Could not load ${what}`;
  throw new Error(message);
}

export function useRecentEnquiries() {
  return useQuery({
    queryKey: ['admin', 'recent', 'enquiries'],
    queryFn: async ({ signal }): Promise<Recent<EnquirySummary>> => {
      const result = await adminApi.listEnquiries({ query: { page: 1, limit: RECENT_LIMIT }, signal });
      if (result.status !== 200) refused('enquiries', result.body);
      return { items: result.body.data, total: result.body.total };
    },
    staleTime: 0,
  });
}

export function useRecentOutbox() {
  return useQuery({
    queryKey: ['admin', 'recent', 'outbox'],
    queryFn: async ({ signal }): Promise<Recent<OutboxMessage>> => {
      const result = await adminApi.listOutbox({ query: { page: 1, limit: RECENT_LIMIT }, signal });
      if (result.status !== 200) refused('the outbox', result.body);
      return { items: result.body.data, total: result.body.total };
    },
    staleTime: 0,
  });
}

export function useRecentQuotes() {
  return useQuery({
    queryKey: ['admin', 'recent', 'quotes'],
    queryFn: async ({ signal }): Promise<Recent<QuoteSummary>> => {
      const result = await adminApi.listAdminQuotes({ query: { page: 1, limit: RECENT_LIMIT }, signal });
      if (result.status !== 200) refused('quotes', result.body);
      return { items: result.body.data, total: result.body.pagination.total };
    },
    staleTime: 0,
  });
}
