import type { Review } from '@stallplan/contracts';
import { AlertCircle, Loader2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../ui/dialog.js';
import { FieldLabel } from '../../../ui/form/label.js';
import { useToast } from '../../../ui/toaster.js';
import { reviewSubject } from './review-display.js';
import { REASON_MAX_LENGTH, checkRejectionReason, splitReasonIssues } from './rejection-reason.js';
import { useRejectReview } from './use-admin-reviews.js';

const FORM_ID = 'reject-review-form';

type Banner = { message: string; details: string[] };

function ErrorBanner({ banner }: { banner: Banner }) {
  return (
    <div role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 break-words">
        <p>{banner.message}</p>
        {banner.details.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {banner.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Mounted per review, so each opening starts with an empty reason and no old errors. */
function OpenRejectReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const toast = useToast();
  const reject = useRejectReview();
  const ids = { reason: useId(), hint: useId(), error: useId() };
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const busy = reject.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const checked = checkRejectionReason(reason);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    reject.mutate(
      { id: review.id, reason: checked.reason },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'done') {
            toast({ title: 'Review rejected', description: `${reviewSubject(review)} will not be shown.`, variant: 'success' });
            onClose();
            return;
          }
          const issues = splitReasonIssues(outcome.issues);
          if (issues.reason) setFieldError(issues.reason);
          setBanner({ message: outcome.message, details: issues.other });
        },
      },
    );
  };

  const describedBy = [ids.hint, fieldError ? ids.error : null].filter(Boolean).join(' ');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!busy}
      size="md"
      title="Reject Review"
      description={`${reviewSubject(review)} will not be shown on the builder's profile.`}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn border-red-700 bg-red-700 text-white hover:bg-red-800" disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
            {busy ? 'Rejecting...' : 'Reject Review'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <FieldLabel htmlFor={ids.reason} required>
          Reason
        </FieldLabel>
        <textarea
          id={ids.reason}
          name="reason"
          rows={4}
          className="field-input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          disabled={busy}
          autoFocus
        />
        <p id={ids.hint} className="field-hint flex justify-between gap-2">
          <span>3 to {REASON_MAX_LENGTH} characters.</span>
          <span className={reason.trim().length > REASON_MAX_LENGTH ? 'text-red-700' : undefined}>
            {reason.trim().length}/{REASON_MAX_LENGTH}
          </span>
        </p>
        {fieldError && (
          <p id={ids.error} className="mt-1 text-sm text-red-700">
            {fieldError}
          </p>
        )}
      </form>
      {banner && <ErrorBanner banner={banner} />}
    </Dialog>
  );
}

export function RejectReviewDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  return review ? <OpenRejectReviewDialog key={review.id} review={review} onClose={onClose} /> : null;
}
