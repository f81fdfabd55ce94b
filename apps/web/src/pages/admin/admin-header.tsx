import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { adminApi, adminSession } from '../../admin/admin-session.js';

const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/vendor', label: 'Vendors' },
  { to: '/admin/blogs', label: 'Blogs' },
  { to: '/admin/briefs', label: 'Briefs & Bids' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/quotes', label: 'Quotes' },
  { to: '/admin/api-keys', label: 'API keys' },
  { to: '/admin/webhooks', label: 'Webhooks' },
] as const;

function linkClass({ isActive }: { isActive: boolean }) {
  return `rounded-lg px-3 py-1.5 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`;
}

/**
 * Ends the admin session: the server revokes the token, and the browser forgets it even when that
 * call fails (offline, already expired), so Logout always logs out here.
 */
export function useAdminLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await adminApi.adminLogout({});
    } catch (error) {
      console.error('Admin logout call failed; the token is cleared anyway', error);
    } finally {
      adminSession.clear();
      queryClient.removeQueries({ queryKey: ['admin'] });
      setLoggingOut(false);
      void navigate('/admin', { replace: true });
    }
  };
  return { logout, loggingOut };
}

/** The heading, section links and Logout every admin screen shares. */
export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { logout, loggingOut } = useAdminLogout();
  return (
    <header className="mb-8 border-b border-orange-100 pb-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button type="button" className="btn-secondary" onClick={() => void logout()} disabled={loggingOut}>
            <LogOut className="size-4" aria-hidden />
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </div>
      <nav aria-label="Admin" className="mt-3">
        <ul className="flex flex-wrap gap-1">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
