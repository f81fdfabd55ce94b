import { INVALID_LINK_MESSAGE } from '@stallplan/contracts';
import { Link2Off } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A 401 on an edit link: the server's sentence, and the way to a fresh link through My plans. */
export function InvalidPlanLinkNotice({ message }: { message: string | null }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 py-12 text-center" data-testid="invalid-link">
      <Link2Off className="size-10 text-brand-600" aria-hidden />
      <h1 className="text-xl font-bold text-ink">{message ?? INVALID_LINK_MESSAGE}</h1>
      <p className="max-w-md text-sm text-slate-600">If you saved plans with your e-mail address, My plans mails you a sign-in link that lists them all.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/my-plans" className="btn-primary">
          Go to My plans
        </Link>
        <Link to="/" className="btn-secondary">
          Open the planner
        </Link>
      </div>
    </div>
  );
}
