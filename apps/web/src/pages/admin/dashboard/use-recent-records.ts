import type { EnquirySummary, OutboxMessage, QuoteSummary } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';
import { refusal } from '../shared/load-failure.js';

/** The dashboard shows the newest few of each; the lists are newest first. */
export const RECENT_LIMIT = 5;

interface Recent<T> {
  items: T[];
  total: number;
}

export function useRecentEnquiries() {
  return useQuery({
    queryKey: ['admin', 'recent', 'enquiries'],
    queryFn: async ({ signal }): Promise<Recent<EnquirySummary>> => {
      const result = await adminApi.listEnquiries({ query: { page: 1, limit: RECENT_LIMIT }, signal });
      if (result.status !== 200) throw refusal('enquiries', result.body);
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
      if (result.status !== 200) throw refusal('the outbox', result.body);
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
      if (result.status !== 200) throw refusal('quotes', result.body);
      return { items: result.body.data, total: result.body.pagination.total };
    },
    staleTime: 0,
  });
}
