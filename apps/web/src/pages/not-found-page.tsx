import { Link } from 'react-router-dom';
import { usePageMeta } from '../layout/use-page-meta.js';

export function NotFoundPage() {
  usePageMeta('404 Page Not Found', 'This page does not exist on StallPlan.');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-6">
        Back to the planner
      </Link>
    </section>
  );
}
