import type { SavedPlan } from '@stallplan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { planStore } from '../../current-plan/plan-store.js';
import { takesRestoredPlan } from '../open-decision.js';
import { planSync } from '../plan-sync-instance.js';
import { savedLinkStore } from '../saved-link.js';
import { savedPlanKey, useReplaceSavedPlan } from '../use-saved-plan.js';
import { CompareSection } from './compare-section.js';
import { PlanDataSection } from './plan-data-section.js';
import { PlanHeader } from './plan-header.js';
import { ResponsesSection } from './responses-section.js';
import { SharesSection } from './shares-section.js';
import { VersionsSection } from './versions-section.js';

/** The owner's overview of a saved plan: status, versions, comparison, share links, answers and the plan's data. */
export function PlanOverview({ token, plan }: { token: string; plan: SavedPlan }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const replace = useReplaceSavedPlan(token);
  const [restored, setRestored] = useState<{ version: number; inPlanner: boolean } | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: savedPlanKey(token) });

  const onRestored = (next: SavedPlan) => {
    replace(next);
    const inPlanner = takesRestoredPlan(planStore.get(), savedLinkStore.get(), next.id);
    if (inPlanner) planSync.adopt(token, next);
    setRestored({ version: next.latestVersion, inPlanner });
  };

  const onDeleted = () => {
    planSync.forget(plan.id);
    queryClient.removeQueries({ queryKey: savedPlanKey(token) });
    void navigate('/', { replace: true });
  };

  return (
    <div className="space-y-6">
      <PlanHeader token={token} plan={plan} />
      <div aria-live="polite">
        {restored && (
          <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="restored-notice">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              Restored as version {restored.version}.{' '}
              {restored.inPlanner ? (
                <>
                  The planner in this browser now shows it.{' '}
                  <Link to="/" className="font-medium underline">
                    Go to the planner
                  </Link>
                </>
              ) : (
                <>
                  The planner here holds another plan with unsaved changes, so it was left as it is.{' '}
                  <Link to={`/plans/${token}`} className="font-medium underline">
                    Open this plan in the planner
                  </Link>
                </>
              )}
            </span>
          </p>
        )}
      </div>
      <VersionsSection token={token} plan={plan} onRestored={onRestored} onStale={reload} />
      <CompareSection token={token} plan={plan} />
      <SharesSection token={token} plan={plan} onChanged={(next) => (next ? replace(next) : reload())} />
      <ResponsesSection plan={plan} />
      <PlanDataSection token={token} plan={plan} onDeleted={onDeleted} />
    </div>
  );
}
