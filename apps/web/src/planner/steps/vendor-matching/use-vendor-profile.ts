import type { VendorProfile } from '@stallplan/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client.js';

export const PROFILE_FAILED_MESSAGE = 'Failed to fetch vendor profile';

async function fetchProfile(id: string, signal: AbortSignal): Promise<VendorProfile> {
  try {
    const response = await api.getVendorProfile({ params: { id }, signal });
    if (response.status !== 200) throw new Error(PROFILE_FAILED_MESSAGE);
    return response.body.vendor;
  } catch (error) {
    // The failure is logged and the dialog falls back to the card's summary (see docs/planner.md#vendor-dialogs).
    if (!signal.aborted) console.warn(`${PROFILE_FAILED_MESSAGE} (${id}): ${(error as Error).message}`);
    throw error;
  }
}

/** GET /api/vendors/:id, asked only while the profile dialog is open. */
export function useVendorProfile(id: string | undefined, open: boolean) {
  return useQuery({
    queryKey: ['vendor-profile', id],
    queryFn: ({ signal }) => fetchProfile(id ?? '', signal),
    enabled: open && Boolean(id),
  });
}
