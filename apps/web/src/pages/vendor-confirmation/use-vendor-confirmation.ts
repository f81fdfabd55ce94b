import { ApiError } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';

export type VendorConfirmation = { kind: 'confirmed'; name: string; message: string } | { kind: 'invalid' };

/**
 * POST /api/vendor/register/confirm with the link's token. A link works once, so the answer is
 * asked for once per token and kept: no retry, no refetch on focus or remount (a second call
 * would find the link used). A 401 is the one "not valid or has expired" answer.
 */
export function useVendorConfirmation(token: string) {
  return useQuery({
    queryKey: ['vendor-confirmation', token],
    queryFn: async (): Promise<VendorConfirmation> => {
      try {
        const response = await api.confirmVendorEmail({ body: { token } });
        if (response.status === 200) return { kind: 'confirmed', name: response.body.data.name, message: response.body.message };
        return { kind: 'invalid' };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 400)) return { kind: 'invalid' };
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
