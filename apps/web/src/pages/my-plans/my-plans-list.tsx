import type { MyPlanSummary } from '@stallplan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { financialYearLabel, groupPlansByFinancialYear } from '../../my-plans/financial-year.js';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.js';
import { DuplicatePlanDialog } from './duplicate-plan-dialog.js';
import { FinancialYearSummary } from './financial-year-summary.js';
import { MyPlanCard, planTitle } from './my-plan-card.js';
import { deleteMyPlan, duplicateMyPlan, openMyPlan, type SessionOutcome } from './my-plans-actions.js';
import { myPlansKey, type MyPlansList as MyPlansData } from './use-my-plans.js';

interface MyPlansListProps {
  session: string;
  list: MyPlansData;
  /** A 401 on any call: the page forgets the session and asks for a new link. */
  onEnded: () => void;
}

type Dialogs = { kind: 'none' } | { kind: 'duplicate'; plan: MyPlanSummary } | { kind: 'delete'; plan: MyPlanSummary };

/** The address's plans by financial year, each year's quarters first, with Open, Duplicate and Delete. */
export function MyPlansList({ session, list, onEnded }: MyPlansListProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Said once in the live region: what an action did, or why it did not. */
  const [announcement, setAnnouncement] = useState<{ text: string; tone: 'done' | 'failed' } | null>(null);
  const busy = opening !== null || pending;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: myPlansKey(session) });

  /** True when the outcome was handled here (ended or refused); the caller goes on only with a value. */
  function settle<T>(outcome: SessionOutcome<T>, report: (message: string) => void): outcome is Extract<SessionOutcome<T>, { kind: 'ok' }> {
    if (outcome.kind === 'ended') {
      onEnded();
      return false;
    }
    if (outcome.kind === 'refused') {
      report(outcome.refusal.message);
      if (outcome.refusal.status === 404) refresh();
      return false;
    }
    return true;
  }

  const closeDialog = () => {
    if (pending) return;
    setDialog({ kind: 'none' });
    setFailure(null);
  };

  async function open(plan: MyPlanSummary) {
    setOpening(plan.id);
    setAnnouncement(null);
    const outcome = await openMyPlan(session, plan.id);
    setOpening(null);
    if (settle(outcome, (text) => setAnnouncement({ text, tone: 'failed' }))) void navigate(`/plans/${outcome.value}`);
  }

  async function duplicate(plan: MyPlanSummary, exhibitionName: string) {
    setPending(true);
    setFailure(null);
    const outcome = await duplicateMyPlan(session, plan.id, exhibitionName);
    setPending(false);
    if (settle(outcome, setFailure)) void navigate(`/plans/${outcome.value}`);
  }

  async function remove(plan: MyPlanSummary) {
    setPending(true);
    setFailure(null);
    const outcome = await deleteMyPlan(session, plan.id);
    setPending(false);
    if (!settle(outcome, setFailure)) return;
    setDialog({ kind: 'none' });
    setAnnouncement({ text: `The plan for ${planTitle(plan)} is deleted.`, tone: 'done' });
    refresh();
  }

  const groups = groupPlansByFinancialYear(list.plans, list.financialYears);
  return (
    <div className="space-y-8">
      <div aria-live="polite" role="status" data-testid="my-plans-announcement">
        {announcement && (
          <p
            className={`rounded-lg border p-3 text-sm ${announcement.tone === 'done' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}
          >
            {announcement.text}
          </p>
        )}
      </div>
      {groups.length === 0 ? (
        <div className="card flex flex-col items-center gap-2 py-10 text-center" data-testid="my-plans-empty">
          <FolderOpen className="size-10 text-brand-600" aria-hidden />
          <p className="font-semibold text-ink">No plans saved for this address yet</p>
          <p className="max-w-md text-sm text-slate-600">
            Plans you save in the planner with {list.email} show here, with what they add up to in each quarter.
          </p>
        </div>
      ) : (
        groups.map((group) => {
          const headingId = `fy-${group.totals.financialYear}-heading`;
          return (
            <section key={group.totals.financialYear} aria-labelledby={headingId} className="space-y-4">
              <h2 id={headingId} className="section-title">
                {financialYearLabel(group.totals.financialYear)}
              </h2>
              <FinancialYearSummary totals={group.totals} />
              <ul className="grid gap-4 md:grid-cols-2" aria-label={`Plans in ${financialYearLabel(group.totals.financialYear)}`}>
                {group.plans.map((plan) => (
                  <MyPlanCard
                    key={plan.id}
                    plan={plan}
                    opening={opening === plan.id}
                    disabled={busy}
                    onOpen={() => void open(plan)}
                    onDuplicate={() => setDialog({ kind: 'duplicate', plan })}
                    onDelete={() => setDialog({ kind: 'delete', plan })}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
      <DuplicatePlanDialog
        key={dialog.kind === 'duplicate' ? dialog.plan.id : 'closed'}
        sourceTitle={dialog.kind === 'duplicate' ? planTitle(dialog.plan) : null}
        pending={pending}
        failure={dialog.kind === 'duplicate' ? failure : null}
        onCancel={closeDialog}
        onConfirm={(name) => dialog.kind === 'duplicate' && void duplicate(dialog.plan, name)}
      />
      <ConfirmDeleteDialog
        open={dialog.kind === 'delete'}
        title="Delete this plan?"
        warning="The plan goes for good, with its versions, quote PDFs, share links and the answers given through them. This cannot be undone."
        subject={dialog.kind === 'delete' ? <p className="font-medium text-ink">{planTitle(dialog.plan)}</p> : null}
        pending={pending}
        failure={dialog.kind === 'delete' ? failure : null}
        onCancel={closeDialog}
        onConfirm={() => dialog.kind === 'delete' && void remove(dialog.plan)}
      />
    </div>
  );
}
