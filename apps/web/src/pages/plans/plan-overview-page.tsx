import { useParams } from 'react-router-dom';
import { LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { PlanOverview } from '../../plans/overview/plan-overview.js';
import { InvalidPlanLinkNotice } from '../../plans/plan-link-notices.js';
import { useSavedPlan } from '../../plans/use-saved-plan.js';

/** `/plans/:token/overview`: the owner's versions, comparisons, share links and answers, reached by the edit link. */
export function PlanOverviewPage() {
  const { token = '' } = useParams();
  const load = useSavedPlan(token);
  const plan = load.data?.kind === 'ok' ? load.data.plan : null;
  usePrivatePageMeta(
    plan?.content.eventDetails.exhibitionName ? `Your plan: ${plan.content.eventDetails.exhibitionName}` : 'Your plan',
    'Your private StallPlan page for a saved plan: versions, comparisons, share links and answers.',
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      {load.isPending ? (
        <PageSkeleton label="Loading your plan" />
      ) : load.isError ? (
        <LoadErrorNotice
          title="Your plan could not be loaded"
          message="Something went wrong while loading your plan. Please try again."
          onRetry={() => void load.refetch()}
        />
      ) : load.data.kind === 'invalid' || !plan ? (
        <InvalidPlanLinkNotice message={load.data.kind === 'invalid' ? load.data.message : null} />
      ) : (
        <PlanOverview token={token} plan={plan} />
      )}
    </div>
  );
}
