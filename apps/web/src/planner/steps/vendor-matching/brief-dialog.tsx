import { MAX_BRIEF_BUILDERS } from '@stallplan/contracts';
import { ArrowRight, CheckCircle2, Loader2, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formatDayRange, formatIndianDay } from '../../../dates/format-day.js';
import { boothAreaText, designSummaryRows } from '../../../briefs/design-summary.js';
import { type Refusal } from '../../../api/refusal.js';
import { TextArea } from '../../../ui/form/text-area.js';
import { TextInput } from '../../../ui/form/text-input.js';
import { formResolver } from '../../../ui/form/form-resolver.js';
import { Dialog } from '../../../ui/dialog.js';
import { useToast } from '../../../ui/toaster.js';
import { planStore, usePlan } from '../../../current-plan/plan-store.js';
import { briefBlockers, briefFormSchema, briefRequestOf, EMPTY_BRIEF_FORM, planBudgetText, type BriefExtras, type BriefFormValues } from './brief-request.js';
import { sendBriefLabel, type BriefBuilder } from './brief-selection.js';
import { sendBrief, type BriefOutcome } from './send-brief.js';
import { RefusalAlert } from '../../../ui/refusal-alert.js';

export const BRIEF_PRIVACY_NOTE = 'Builders see your company name and this brief, not your phone or e-mail; the builder you choose gets your contact details.';

type Sent = Extract<BriefOutcome, { ok: true }>['created'];

interface BriefDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  builders: readonly BriefBuilder[];
  /** The brief went: the step empties its selection. */
  onSent: () => void;
}

function sentSentence(count: number): string {
  return `Brief sent to ${count} ${count === 1 ? 'builder' : 'builders'}`;
}

/** What the builders will read, from the plan as it is now. */
function SharedPreview({ builders }: { builders: readonly BriefBuilder[] }) {
  const details = usePlan((plan) => plan.eventDetails);
  const design = usePlan((plan) => plan.stallDesign);
  const rows = designSummaryRows(design).filter((row) => row.label !== 'Booth area');
  const facts: Array<[string, string]> = [
    ['Company', details.companyName || 'Not given'],
    ['Exhibition', details.exhibitionName || 'Not given'],
    ['City', details.destinationCity || 'Not given'],
    ['Dates', details.exhibitionStartDate ? formatDayRange(details.exhibitionStartDate, details.exhibitionEndDate) : 'Not given'],
    ['Booth area', boothAreaText(design)],
  ];
  return (
    <section aria-labelledby="brief-preview-title" className="rounded-lg border border-slate-200 p-4">
      <h3 id="brief-preview-title" className="text-sm font-semibold text-ink">
        What the builders will see
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 text-slate-500">{label}:</dt>
            <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-800">Stall design ({rows.length} details)</summary>
          <dl className="mt-2 space-y-1">
            {rows.map((row) => (
              <div key={row.label} className="flex min-w-0 gap-2">
                <dt className="shrink-0 text-slate-500">{row.label}:</dt>
                <dd className="min-w-0 break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <p className="mt-3 text-sm text-slate-700">
        <span className="text-slate-500">To: </span>
        {builders.map((builder) => builder.name).join(', ')}
      </p>
    </section>
  );
}

function SentView({ sent }: { sent: Sent }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center" data-testid="brief-sent">
      <CheckCircle2 className="size-10 text-green-600" aria-hidden />
      <p className="text-lg font-semibold text-ink">{sentSentence(sent.invited.length)}</p>
      <p className="text-sm text-slate-600">
        {sent.invited.map((builder) => builder.name).join(', ')} can bid until {formatIndianDay(sent.bidsCloseAt)}. Your private link to compare their bids is
        kept with this plan, and we have e-mailed it to you too.
      </p>
      <Link to={`/briefs/${sent.ownerToken}`} className="btn-primary" data-testid="brief-compare-link">
        Compare bids
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/**
 * Step 3's brief: one description of the stall sent to up to five chosen builders, who bid on a
 * private link. The exhibitor adds a budget and notes, sees exactly what is shared, and sends.
 */
export function BriefDialog({ open, onOpenChange, builders, onSent }: BriefDialogProps) {
  const toast = useToast();
  // A string, not the list: the store compares snapshots by identity, and a new list each read would loop.
  const blockerKey = usePlan((plan) => (open ? briefBlockers(plan).join('\n') : ''));
  const blockers = blockerKey ? blockerKey.split('\n') : [];
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const { register, handleSubmit, setError, reset, formState, getValues, getFieldState, setValue } = useForm<BriefFormValues, unknown, BriefExtras>({
    resolver: formResolver(briefFormSchema),
    defaultValues: EMPTY_BRIEF_FORM,
    mode: 'onTouched',
  });
  const { errors } = formState;

  // Each opening starts from the form; budget and notes stay as typed until a brief goes.
  useEffect(() => {
    if (open) {
      setSent(null);
      setRefusal(null);
      // The budget starts from the plan: step 2's estimate of this design, which the exhibitor may change or clear.
      if (!getValues('budget') && !getFieldState('budget').isDirty) setValue('budget', planBudgetText(planStore.get().stallDesign));
    }
    // Only an opening resets the dialog: a re-run after sending would hide the "Brief sent" view.
  }, [open, getValues, getFieldState, setValue]);

  async function send(extras: BriefExtras) {
    if (builders.length === 0 || builders.length > MAX_BRIEF_BUILDERS || blockerKey) return;
    setSending(true);
    setRefusal(null);
    const plan = planStore.get();
    const outcome = await sendBrief(
      briefRequestOf(
        plan,
        builders.map((builder) => builder.id),
        extras,
      ),
    );
    setSending(false);
    if (!outcome.ok) {
      const own = outcome.refusal.details.filter((issue) => issue.path === 'budget' || issue.path === 'notes');
      own.forEach((issue, index) => setError(issue.path as keyof BriefFormValues, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }));
      setRefusal({ ...outcome.refusal, details: outcome.refusal.details.filter((issue) => !own.includes(issue)) });
      return;
    }
    const { created } = outcome;
    planStore.addBrief({ ownerToken: created.ownerToken, sentAt: new Date().toISOString(), builders: created.invited.map((builder) => builder.name) });
    setSent(created);
    reset(EMPTY_BRIEF_FORM);
    toast({ title: sentSentence(created.invited.length), description: 'Compare their bids from the link in step 3.', variant: 'success' });
    onSent();
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!sending}
      size="lg"
      title={sent ? 'Brief sent' : 'Send one brief to several builders'}
      description={sent ? undefined : 'Each builder gets a private link to bid on the same brief, and you compare the bids side by side.'}
      footer={
        sent ? (
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)} disabled={sending}>
              Cancel
            </button>
            <button type="submit" form="brief-form" className="btn-primary" disabled={sending || blockers.length > 0 || builders.length === 0}>
              {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
              {sending ? 'Sending...' : sendBriefLabel(builders.length)}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <SentView sent={sent} />
      ) : (
        <form id="brief-form" noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="space-y-4" aria-busy={sending}>
          {blockers.length > 0 && (
            <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">Step 1 needs a few details before the brief can go:</p>
              <ul className="mt-1 list-disc pl-5">
                {blockers.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              <button
                type="button"
                className="btn-secondary mt-2 px-3 py-1.5"
                onClick={() => {
                  onOpenChange(false);
                  planStore.goToStep(1);
                }}
              >
                Go to Event Details
              </button>
            </div>
          )}
          <SharedPreview builders={builders} />
          <p className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{BRIEF_PRIVACY_NOTE}</span>
          </p>
          <fieldset disabled={sending} className="grid min-w-0 gap-4">
            <TextInput
              label="Budget for the stall build (₹)"
              inputMode="numeric"
              placeholder="e.g. 2,50,000"
              hint="Starts from your stall design's estimate in step 2. Whole rupees; shared with the builders so their bids can fit it. Clear it to share no budget."
              registration={register('budget')}
              error={errors.budget?.message}
            />
            <TextArea
              label="Notes for the builders"
              rows={3}
              placeholder="e.g. Two demo counters; hall access only after 8 pm."
              hint="Optional, up to 2,000 characters."
              registration={register('notes')}
              error={errors.notes?.message}
            />
          </fieldset>
          <RefusalAlert refusal={refusal} testId="brief-error" />
        </form>
      )}
    </Dialog>
  );
}
