import type { BriefComparison } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { AlertCircle, Award, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Refusal } from '../../api/refusal.js';
import { planStore } from '../../current-plan/plan-store.js';
import { planSync } from '../../plans/plan-sync-instance.js';
import { Dialog } from '../../ui/dialog.js';
import { useToast } from '../../ui/toaster.js';
import { awardBid } from './brief-actions.js';
import type { BidColumn } from './comparison-marks.js';

export const AWARD_NOTICE = 'The other builders will be told, politely, that you chose another builder.';

interface AwardDialogProps {
  token: string;
  /** The bid to award; the dialog keeps it while closing. */
  column: BidColumn | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service's comparison after the award. */
  onAwarded: (comparison: BriefComparison) => void;
  /** 409 or 401: the brief changed elsewhere, so the page loads it again. */
  onStale: () => void;
}

/** Asks before the award, which cannot be undone: the chosen builder gets the exhibitor's contact details. */
export function AwardDialog({ token, column, open, onOpenChange, onAwarded, onStale }: AwardDialogProps) {
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);
  if (!column) return null;
  const { bid } = column;

  async function confirm() {
    setSending(true);
    setRefusal(null);
    const outcome = await awardBid(token, bid.id);
    setSending(false);
    if (outcome.ok) {
      onAwarded(outcome.comparison);
      onOpenChange(false);
      // The plan that sent the brief, when it lives in this browser, takes the bid as its stall's
      // price; a saved plan is saved with it.
      planSync.start();
      const inPlan = planStore.takeAwardedBid(token, bid);
      toast({
        title: `You chose ${bid.vendorName}`,
        description: `They have your contact details now; the other builders have been told.${
          inPlan ? ` Your plan now prices the stall at ${formatInr(bid.total)}, the awarded bid.` : ''
        }`,
        variant: 'success',
      });
      return;
    }
    setRefusal(outcome.refusal);
    if (outcome.refusal.status === 409 || outcome.refusal.status === 401) onStale();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!sending}
      size="sm"
      title={`Award the stall to ${bid.vendorName}?`}
      description={`${formatInr(bid.total)} in ${bid.timelineDays} ${bid.timelineDays === 1 ? 'day' : 'days'}.`}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={sending}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={() => void confirm()} disabled={sending} data-testid="confirm-award">
            {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Award className="size-4" aria-hidden />}
            {sending ? 'Awarding...' : `Award to ${bid.vendorName}`}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{bid.vendorName} gets your contact details to take the order from here. This cannot be undone.</p>
        <p>{AWARD_NOTICE}</p>
        {refusal && (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {refusal.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
