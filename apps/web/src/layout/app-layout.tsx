import { Outlet } from 'react-router-dom';
import { TopNav } from './top-nav.js';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-orange-100 py-6 text-center text-xs text-slate-500">
        StallPlan · exhibition planning in rupees · figures are estimates, not offers
      </footer>
    </div>
  );
}
