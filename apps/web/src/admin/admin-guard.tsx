import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { adminApi, useAdminToken } from './admin-session.js';

export function VerifyingAuthentication() {
  return (
    <div className="flex items-center justify-center gap-2 py-24 text-slate-600" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Verifying authentication...
    </div>
  );
}

/**
 * Admin-only screens (see docs/marketplace.md#admin-sign-in): while the stored token is checked it says
 * so; without a token, or when the check fails, it sends the browser to `/admin` silently.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const verify = useQuery({
    queryKey: ['admin', 'verify', token],
    queryFn: async () => (await adminApi.adminVerify({})).status === 200,
    enabled: token !== null,
    staleTime: 0,
    gcTime: 0,
  });
  if (token === null) return <Navigate to="/admin" replace />;
  if (verify.isPending) return <VerifyingAuthentication />;
  if (verify.isError || verify.data !== true) return <Navigate to="/admin" replace />;
  return <>{children}</>;
}
