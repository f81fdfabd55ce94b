import { PLAN_OPENED_VIA_MAIL, type SavedPlan } from '@stallplan/contracts';
import { FolderOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { planStore } from '../../current-plan/plan-store.js';
import { holdsUnsavedWork, localPlanName } from '../../plans/open-decision.js';
import { InvalidPlanLinkNotice } from '../../plans/plan-link-notices.js';
import { planSync } from '../../plans/plan-sync-instance.js';
import { savedLinkStore } from '../../plans/saved-link.js';
import { useSavedPlan } from '../../plans/use-saved-plan.js';

function savedPlanName(plan: SavedPlan): string {
  const name = plan.content.eventDetails.exhibitionName?.trim();
  return name ? `the saved plan for ${name}` : 'the saved plan';
}

/** Asked when opening the link would replace work this browser has not saved anywhere. */
function KeepOrOpen({ plan, onKeep, onOpen }: { plan: SavedPlan; onKeep: () => void; onOpen: () => void }) {
  return (
    <section className="card mx-auto max-w-xl space-y-4" aria-labelledby="keep-or-open-title" data-testid="keep-or-open">
      <div className="flex items-start gap-3">
        <FolderOpen className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden />
        <div>
          <h1 id="keep-or-open-title" className="text-xl font-bold text-ink">
            This browser holds changes that are not saved
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            The planner here has {localPlanName(planStore.get())}, with changes no saved plan has. Opening {savedPlanName(plan)} replaces it in this browser.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onKeep}>
          Keep mine
        </button>
        <button type="button" className="btn-primary" onClick={onOpen}>
          Open the saved plan
        </button>
      </div>
    </section>
  );
}

/**
 * `/plans/:token`: the owner's private edit link. The saved plan becomes the planner's plan, with
 * the link kept so autosave continues, and the planner opens at the plan's step.
 */
export function OpenPlanPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const load = useSavedPlan(token, { viaMail: search.get('via') === PLAN_OPENED_VIA_MAIL });
  const [asking, setAsking] = useState<SavedPlan | null>(null);
  usePrivatePageMeta('Opening your plan', 'Your private StallPlan link to open and change a saved exhibition plan.');

  const open = (plan: SavedPlan) => {
    planSync.adopt(token, plan);
    void navigate('/', { replace: true });
  };

  useEffect(() => {
    if (load.data?.kind !== 'ok') return;
    const plan = load.data.plan;
    if (holdsUnsavedWork(planStore.get(), savedLinkStore.get())) setAsking(plan);
    else open(plan);
    // Decided once per answer: the plan store changing afterwards must not reopen the question.
  }, [load.data]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      {load.isPending ? (
        <PageSkeleton label="Opening your plan" />
      ) : load.isError ? (
        <LoadErrorNotice
          title="Your plan could not be opened"
          message="Something went wrong while loading your plan. Please try again."
          onRetry={() => void load.refetch()}
        />
      ) : load.data.kind === 'invalid' ? (
        <InvalidPlanLinkNotice message={load.data.message} />
      ) : asking ? (
        <KeepOrOpen plan={asking} onKeep={() => void navigate('/', { replace: true })} onOpen={() => open(asking)} />
      ) : (
        <PageSkeleton label="Opening your plan" />
      )}
    </div>
  );
}
