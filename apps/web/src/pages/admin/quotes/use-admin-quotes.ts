import { ADMIN_QUOTES_PAGE_SIZE, type AdminQuoteListResponse, type QuoteSummary } from '@stallplan/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../admin/admin-session.js';
import { refusal } from '../shared/load-failure.js';

/** Under `admin`, so logging out forgets it, and beside the dashboard's recent quotes. */
const ADMIN_QUOTES_KEY = ['admin', 'quotes'] as const;

export const DELETE_QUOTE_FAILED_MESSAGE = 'The quote could not be deleted. Please try again.';
export const PIN_QUOTE_FAILED_MESSAGE = 'The pin could not be changed. Please try again.';

/** One page of stored quotes, newest first; the previous page stays on screen while the next loads. */
export function useAdminQuotes(page: number) {
  return useQuery({
    queryKey: [...ADMIN_QUOTES_KEY, page],
    queryFn: async ({ signal }): Promise<AdminQuoteListResponse> => {
      const response = await adminApi.listAdminQuotes({ query: { page, limit: ADMIN_QUOTES_PAGE_SIZE }, signal });
      if (response.status !== 200) throw refusal('quotes', response.body);
      return response.body;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Refreshes this page and the dashboard's recent quotes after a change. */
function useRefreshQuotes(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

export function useDeleteQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: async (quoteNumber: string) => {
      const response = await adminApi.deleteAdminQuote({ params: { id: quoteNumber } });
      // Gone already is what the admin asked for; anything else did not delete it.
      if (response.status !== 200 && response.status !== 404) throw new Error(DELETE_QUOTE_FAILED_MESSAGE);
    },
    onSettled: refresh,
  });
}

export function usePinQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: async ({ quote, pinned }: { quote: QuoteSummary; pinned: boolean }) => {
      const response = await adminApi.pinAdminQuote({ params: { id: quote.quoteNumber }, body: { pinned } });
      if (response.status !== 200) throw new Error(PIN_QUOTE_FAILED_MESSAGE);
      return response.body.data;
    },
    onSettled: refresh,
  });
}
