import { INVALID_LINK_MESSAGE } from '@stallplan/contracts';
import { Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { saveMyPlansSession } from '../../my-plans/my-plans-session.js';
import { signInOnce } from './my-plans-actions.js';
import { SignInLinkForm } from './sign-in-link-form.js';

type SignInState = { kind: 'signing-in' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * `/my-plans/sign-in/:token`: the link from the sign-in mail. It is used once, the session is kept
 * in this tab, and the address becomes `/my-plans` in place, so the used link is not in the history.
 */
export function MyPlansSignInPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<SignInState>({ kind: 'signing-in' });
  const [attempt, setAttempt] = useState(0);
  usePrivatePageMeta('Signing in to My plans', 'Opening the list of your saved StallPlan plans.');

  useEffect(() => {
    let current = true;
    void signInOnce(token).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'ok') {
        saveMyPlansSession(outcome.session);
        void navigate('/my-plans', { replace: true });
      } else setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, navigate, attempt]);

  // A failed attempt never reached the service, so signInOnce sends this token again.
  const retry = () => {
    setState({ kind: 'signing-in' });
    setAttempt((count) => count + 1);
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      {state.kind === 'signing-in' ? (
        <PageSkeleton label="Signing you in" />
      ) : state.kind === 'failed' ? (
        <LoadErrorNotice title="Signing in did not finish" message={state.message} onRetry={retry} />
      ) : (
        <div className="space-y-4">
          <div role="alert" className="card flex flex-col items-center gap-3 py-8 text-center" data-testid="invalid-link">
            <Link2Off className="size-10 text-brand-600" aria-hidden />
            <h1 className="text-xl font-bold text-ink">{INVALID_LINK_MESSAGE}</h1>
            <p className="text-sm text-slate-600">A sign-in link works once, within 15 minutes. Ask for a new one below.</p>
          </div>
          <SignInLinkForm />
        </div>
      )}
    </div>
  );
}
