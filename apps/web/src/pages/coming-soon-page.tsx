import { Link } from 'react-router-dom';
import { usePageMeta } from '../layout/use-page-meta.js';

/** Stands in for a page that is not built yet, so every route of the table already answers. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-slate-600">Coming soon. {description}</p>
      <Link to="/" className="btn-secondary mt-6">
        Plan a stall meanwhile
      </Link>
    </section>
  );
}
