import { BID_LINE_KEYS, BID_LINE_LABELS, type Bid, type BidData, type SharedBrief } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { CheckCircle2, Loader2, Lock, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { formatIndianDay } from '../../dates/format-day.js';
import { listError } from '../../ui/form/list-error.js';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid.js';
import { type Refusal } from '../../api/refusal.js';
import { FieldError as FieldErrorText } from '../../ui/form/error.js';
import { formResolver } from '../../ui/form/form-resolver.js';
import { TagInput } from '../../ui/form/tag-input.js';
import { TextArea } from '../../ui/form/text-area.js';
import { TextInput } from '../../ui/form/text-input.js';
import { useToast } from '../../ui/toaster.js';
import { bidFieldOf, bidFormSchema, bidFormValuesOf, bidSavedMessage, liveBidTotal, type BidFormValues } from './bid-form-values.js';
import { submitBid } from './submit-bid.js';
import { RefusalAlert } from '../../ui/refusal-alert.js';

interface BidFormProps {
  token: string;
  brief: SharedBrief;
  bid: Bid | null;
  /** The service has the bid: the page keeps it as the saved one. */
  onSaved: (bid: Bid) => void;
  /** 409 or 401: the brief changed under the form, so the page loads it again. */
  onStale: () => void;
}

function AwardedBanner({ bid }: { bid: Bid | null }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      data-testid="bid-awarded-notice"
    >
      <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div>
        <p className="font-semibold text-ink">The exhibitor has chosen a builder.</p>
        <p className="mt-1">
          {bid?.status === 'awarded'
            ? 'They chose your bid. StallPlan has sent you their contact details so you can take it from here.'
            : bid
              ? 'Bids can no longer be changed. Thank you for bidding.'
              : 'Bids are no longer taken for this brief.'}
        </p>
      </div>
    </div>
  );
}

/**
 * The builder's bid: six priced lines with a running total, the timeline, what is and is not
 * included, how long the price holds, and a note. Revisable until the exhibitor awards the brief;
 * read-only after.
 */
export function BidForm({ token, brief, bid, onSaved, onStale }: BidFormProps) {
  const toast = useToast();
  const awarded = brief.status === 'awarded';
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<BidFormValues, unknown, BidData>({
    resolver: formResolver(bidFormSchema),
    defaultValues: bidFormValuesOf(bid, brief),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = formState;
  const lines = useWatch({ control, name: 'lines' });
  const live = liveBidTotal(lines);
  const readOnly = awarded || submitting;

  async function send(data: BidData) {
    setSubmitting(true);
    setRefusal(null);
    setSaved(null);
    const outcome = await submitBid(token, data);
    setSubmitting(false);
    if (outcome.ok) {
      const message = bidSavedMessage(outcome.bid);
      reset(bidFormValuesOf(outcome.bid, brief));
      setSaved(message);
      toast({
        title: message,
        description: `Total ${formatInr(outcome.bid.total)}. You can revise it until the exhibitor chooses a builder.`,
        variant: 'success',
      });
      onSaved(outcome.bid);
      return;
    }
    const { refusal: why } = outcome;
    const placed: string[] = [];
    why.details.forEach((issue) => {
      const field = bidFieldOf(issue.path);
      if (!field || placed.includes(field)) return;
      placed.push(field);
      setError(field as FieldPath<BidFormValues>, { type: 'server', message: issue.message });
    });
    focusFirstInvalid(formRef.current);
    setRefusal({ ...why, details: why.details.filter((issue) => bidFieldOf(issue.path) === null) });
    if (why.status === 409 || why.status === 401) onStale();
  }

  if (awarded && !bid) return <AwardedBanner bid={null} />;

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(event)}
      aria-labelledby="bid-form-title"
      className="card min-w-0 space-y-6"
      data-testid="bid-form"
    >
      <div>
        <h2 id="bid-form-title" className="section-title mb-1">
          {bid ? 'Your bid' : 'Your bid for this stall'}
        </h2>
        <p className="text-sm text-slate-600">
          {bid
            ? `Revision ${bid.revision}, saved ${formatIndianDay(bid.updatedAt)}. ${awarded ? '' : 'Change anything and save to revise it.'}`
            : 'Price each part of the build in whole rupees (leave a line blank if it is not part of your bid). The exhibitor compares bids line by line.'}
        </p>
      </div>

      {awarded && <AwardedBanner bid={bid} />}

      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <legend className="sr-only">Bid details</legend>
        {/* Marked invalid as a whole when no line is priced, so the first line takes the focus. */}
        <div
          role="group"
          aria-label="Prices by line"
          aria-invalid={linesError ? true : undefined}
          aria-describedby={linesError ? 'bid-lines-error' : undefined}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {BID_LINE_KEYS.map((key) => (
              <TextInput
                key={key}
                label={`${BID_LINE_LABELS[key]} (₹)`}
                inputMode="numeric"
                placeholder="0"
                registration={register(`lines.${key}`)}
                error={errors.lines?.[key]?.message}
              />
            ))}
          </div>
          {linesError && <FieldErrorText id="bid-lines-error">{linesError}</FieldErrorText>}
          <div
            className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3"
            aria-live="polite"
            data-testid="bid-live-total"
          >
            <span className="text-sm font-medium text-slate-700">Total</span>
            <span className="text-xl font-bold text-ink">{formatInr(live.total)}</span>
            {!live.readable && <span className="w-full text-xs text-amber-800">Some amounts are not numbers yet and are left out.</span>}
            {brief.budget !== null && <span className="w-full text-xs text-slate-600">The exhibitor’s budget: {formatInr(brief.budget)}</span>}
          </div>
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextInput
            label="Timeline (days)"
            required
            inputMode="numeric"
            placeholder="e.g. 5"
            hint="Days you need to build the stall, from the order."
            registration={register('timelineDays')}
            error={errors.timelineDays?.message}
          />
          <TextInput
            label="Price valid until"
            required
            type="date"
            hint="The last day this price holds."
            registration={register('validUntil')}
            error={errors.validUntil?.message}
          />
        </div>

        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {(['inclusions', 'exclusions'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TagInput
                  label={name === 'inclusions' ? 'Inclusions' : 'Exclusions'}
                  placeholder={name === 'inclusions' ? 'e.g. Carpet and fascia board' : 'e.g. Hall power charges'}
                  hint={name === 'inclusions' ? 'What your price covers. Press Enter or Add after each.' : 'What the exhibitor pays for separately.'}
                  values={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={listError(fieldState.error)}
                  disabled={readOnly}
                  maxItems={20}
                  maxLength={200}
                />
              )}
            />
          ))}
        </div>

        <TextArea
          label="Note to the exhibitor"
          rows={3}
          hint="Optional, up to 2,000 characters."
          registration={register('note')}
          error={errors.note?.message}
        />
      </fieldset>

      <RefusalAlert refusal={refusal} testId="bid-error" />
      <p role="status" className={saved ? 'flex items-center gap-2 text-sm font-semibold text-green-800' : 'sr-only'} data-testid="bid-saved">
        {saved && <CheckCircle2 className="size-4" aria-hidden />}
        {saved ?? ''}
      </p>

      {!awarded && (
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            {submitting ? 'Saving...' : bid ? 'Revise bid' : 'Submit bid'}
          </button>
        </div>
      )}
    </form>
  );
}
