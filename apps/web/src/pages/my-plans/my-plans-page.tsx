import { FolderOpen, LogOut } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { forgetMyPlansSession, hasStoredMyPlansSession, readMyPlansSession, type MyPlansSession } from '../../my-plans/my-plans-session.js';
import { MyPlansList } from './my-plans-list.js';
import { SignInLinkForm } from './sign-in-link-form.js';
import { useMyPlans } from './use-my-plans.js';

export const SIGN_IN_ENDED_MESSAGE = 'Your sign-in has ended. Enter your e-mail address for a new sign-in link.';

/** Above the e-mail form: why it is shown again, when it is. */
function EndedNotice() {
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="sign-in-ended">
      {SIGN_IN_ENDED_MESSAGE}
    </p>
  );
}

function SignedIn({ session, onEnded, onSignOut }: { session: MyPlansSession; onEnded: () => void; onSignOut: () => void }) {
  const load = useMyPlans(session.session);
  const ended = load.data?.kind === 'ended';
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 break-words text-sm text-slate-600">
          Signed in as <span className="font-medium text-ink">{session.email}</span> in this tab.
        </p>
        <button type="button" className="btn-secondary" onClick={onSignOut}>
          <LogOut className="size-4" aria-hidden />
          Sign out
        </button>
      </div>
      {load.isPending || ended ? (
        <PageSkeleton label="Loading your plans" />
      ) : load.isError ? (
        <LoadErrorNotice
          title="Your plans could not be loaded"
          message="Something went wrong while loading your plans. Please try again."
          onRetry={() => void load.refetch()}
        />
      ) : load.data.kind === 'ok' ? (
        <MyPlansList session={session.session} list={load.data.data} onEnded={onEnded} />
      ) : null}
    </div>
  );
}

/**
 * `/my-plans`: every plan saved with one e-mail address, reached without an account. Without a
 * session the page asks for the address and mails a one-time sign-in link; with one (kept in this
 * tab by the sign-in page) it lists the plans with their totals per quarter of the financial year.
 */
export function MyPlansPage() {
  usePrivatePageMeta('My plans', 'Your saved StallPlan plans, with what they add up to in each quarter of the financial year.');
  const [start] = useState(() => {
    const stored = hasStoredMyPlansSession();
    const session = readMyPlansSession();
    // A session kept in this tab that has run out is said so, as a refused one would be.
    return { session, ended: stored && session === null };
  });
  const [session, setSession] = useState<MyPlansSession | null>(start.session);
  const [ended, setEnded] = useState(start.ended);
  const queryClient = useQueryClient();

  const forget = useCallback(
    (why: 'ended' | 'signed-out') => {
      forgetMyPlansSession();
      // The list leaves memory too, so nothing of it shows after signing out.
      queryClient.removeQueries({ queryKey: ['my-plans'] });
      setSession(null);
      setEnded(why === 'ended');
    },
    [queryClient],
  );
  const onEnded = useCallback(() => forget('ended'), [forget]);
  const onSignOut = useCallback(() => forget('signed-out'), [forget]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <h1 className="mb-6 flex items-center gap-2 text-2xl font-bold text-ink sm:text-3xl">
        <FolderOpen className="size-7 text-brand-600" aria-hidden />
        My plans
      </h1>
      {session ? (
        <SignedIn session={session} onEnded={onEnded} onSignOut={onSignOut} />
      ) : (
        <div className="mx-auto max-w-xl space-y-4">
          {ended && <EndedNotice />}
          <SignInLinkForm />
        </div>
      )}
    </div>
  );
}
