import type { SharedPlan } from '@stallplan/contracts';
import { Eye } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { InvalidLinkNotice, LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { QuoteLinesTable } from '../../quote/quote-lines-table.js';
import { PlanAnswerForm } from './plan-answer-form.js';
import { PlanAnswersList } from './plan-answers-list.js';
import { SharedPlanSummary } from './shared-plan-summary.js';
import { SharedRoiSummary } from './shared-roi-summary.js';
import { useAddSharedPlanResponse, useSharedPlan } from './use-shared-plan.js';

/** The plan as the link shows it, read-only, with the viewer's answer and the answers so far. */
export function SharedPlanView({ token, plan, onReload }: { token: string; plan: SharedPlan; onReload: () => void }) {
  const addResponse = useAddSharedPlanResponse(token);
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Eye className="size-4 shrink-0" aria-hidden />A plan shared with you on StallPlan, to read and answer. Only its owner can change it.
      </p>
      <SharedPlanSummary plan={plan} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <QuoteLinesTable quote={plan.quote} />
        <div className="min-w-0 space-y-6">
          <PlanAnswerForm token={token} versionNumber={plan.versionNumber} onSent={addResponse} onReload={onReload} />
          <PlanAnswersList responses={plan.responses} />
        </div>
      </div>
      <SharedRoiSummary roi={plan.roi} subtotal={plan.quote.totals.subtotal} />
    </div>
  );
}

/**
 * `/shared/:token`: a plan its owner shared, read-only, for a colleague or a manager to approve or
 * to ask for changes. The link is the key; the owner's phone and e-mail are never sent to it.
 */
export function SharedPlanPage() {
  const { token = '' } = useParams();
  const load = useSharedPlan(token);
  const data = load.data?.kind === 'ok' ? load.data.data : null;
  usePrivatePageMeta('Shared plan', 'An exhibition stall plan shared with you on StallPlan: its quote line by line, to approve or to ask for changes.');
  const reload = () => void load.refetch();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {load.isPending ? (
        <PageSkeleton label="Loading the shared plan" />
      ) : load.isError ? (
        <LoadErrorNotice title="The plan could not be loaded" message="Something went wrong while loading this plan. Please try again." onRetry={reload} />
      ) : load.data.kind === 'invalid' || !data ? (
        <InvalidLinkNotice />
      ) : (
        <SharedPlanView token={token} plan={data} onReload={reload} />
      )}
    </div>
  );
}
