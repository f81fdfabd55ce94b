import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { adminApi, adminSession, useAdminToken } from '../../admin/admin-session.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { Dashboard } from './dashboard/dashboard.js';
import { LoginForm } from './dashboard/login-form.js';

/**
 * Checks a stored token once the page loads; any failure (refused, unreachable) forgets it, so
 * the gate asks for the password again (see docs/marketplace.md#admin-sign-in).
 */
function useVerifiedToken(token: string | null) {
  return useQuery({
    queryKey: ['admin', 'verify', token],
    queryFn: async () => {
      try {
        if ((await adminApi.adminVerify({})).status === 200) return true;
      } catch (error) {
        console.error('Admin token check failed', error);
      }
      adminSession.clear();
      return false;
    },
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

function Loading() {
  return (
    <div className="flex items-center justify-center gap-2 py-24 text-slate-600" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Loading...
    </div>
  );
}

/** `/admin`: the password gate, or the dashboard once a stored token checks out. */
export function AdminPage() {
  usePageMeta('Admin', 'StallPlan administration: approve vendors, manage the vendor catalogue and blog articles.');
  const token = useAdminToken();
  const verified = useVerifiedToken(token);
  if (token === null) return <LoginForm />;
  if (verified.data === true) return <Dashboard />;
  if (verified.isPending || verified.isFetching) return <Loading />;
  return <LoginForm />;
}
