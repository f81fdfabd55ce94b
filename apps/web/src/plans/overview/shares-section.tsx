import { SHARE_EXPIRY_DAYS_MAX, type PlanShare, type SavedPlan } from '@stallplan/contracts';
import { Link2, Loader2, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { CopyField } from '../copy-field.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { createShare, revokeShare } from './overview-actions.js';
import { formatDateTime, newestFirst, parseExpiryDays, shareState, shareStateText } from './overview-text.js';

interface SharesSectionProps {
  token: string;
  plan: SavedPlan;
  onChanged: (plan: SavedPlan | null) => void;
}

/** Read-only links: made with an optional label and expiry, each shown once, and revocable. */
export function SharesSection({ token, plan, onChanged }: SharesSectionProps) {
  const labelId = useId();
  const expiryId = useId();
  const expiryHintId = useId();
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState('');
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ share: PlanShare; shareUrl: string } | null>(null);
  const [revoking, setRevoking] = useState<PlanShare | null>(null);
  const [revokePending, setRevokePending] = useState(false);
  const [revokeFailure, setRevokeFailure] = useState<string | null>(null);
  const now = new Date();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = parseExpiryDays(expiry);
    if (!days.ok) {
      setFailure(days.message);
      return;
    }
    setCreating(true);
    setFailure(null);
    const outcome = await createShare(token, { ...(label.trim() ? { label: label.trim() } : {}), expiresInDays: days.days });
    setCreating(false);
    if (!outcome.ok) {
      setFailure(outcome.refusal.message);
      return;
    }
    setCreated(outcome.value);
    setLabel('');
    setExpiry('');
    // The list and the status come from the plan: load it again.
    onChanged(null);
  };

  const revoke = async () => {
    if (!revoking) return;
    setRevokePending(true);
    setRevokeFailure(null);
    const outcome = await revokeShare(token, revoking.id);
    setRevokePending(false);
    if (!outcome.ok) {
      setRevokeFailure(outcome.refusal.message);
      return;
    }
    setRevoking(null);
    onChanged(outcome.value);
  };

  return (
    <section aria-labelledby="shares-title" className="card space-y-4">
      <h2 id="shares-title" className="section-title mb-0">
        Share links
      </h2>
      <p className="text-sm text-slate-600">
        A share link shows the newest version read-only, without your phone number or e-mail, and lets the viewer approve it or ask for changes.
      </p>
      <form className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" onSubmit={(event) => void submit(event)} noValidate>
        <div>
          <label htmlFor={labelId} className="field-label">
            Label (optional)
          </label>
          <input
            id={labelId}
            className="field-input"
            value={label}
            maxLength={100}
            placeholder="e.g. Finance team"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={expiryId} className="field-label">
            Expires after (days, optional)
          </label>
          <input
            id={expiryId}
            className="field-input"
            inputMode="numeric"
            value={expiry}
            aria-describedby={expiryHintId}
            aria-invalid={failure !== null && !parseExpiryDays(expiry).ok}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={creating}>
          {creating ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Plus className="size-4" aria-hidden />}
          Create link
        </button>
        <p id={expiryHintId} className="field-hint mt-0 sm:col-span-3">
          Expiry: 1 to {SHARE_EXPIRY_DAYS_MAX} days; blank keeps the link working until you revoke it.
        </p>
      </form>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      {created && (
        <div className="rounded-lg border border-green-200 bg-green-50 p-3" data-testid="new-share-link">
          <CopyField label={`New share link${created.share.label ? `: ${created.share.label}` : ''}`} value={created.shareUrl} />
          <p className="text-sm text-green-900">This link is shown only now: copy it and send it to the people who should see the plan.</p>
        </div>
      )}
      {plan.shares.length === 0 ? (
        <p className="text-sm text-slate-600">No share links yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="shares">
          {newestFirst(plan.shares).map((share) => {
            const state = shareState(share, now);
            return (
              <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <Link2 className="size-4 shrink-0 text-brand-600" aria-hidden />
                    <span className="break-words">{share.label || 'Share link'}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    Made {formatDateTime(share.createdAt)} ·{' '}
                    <span className={state === 'active' ? '' : 'font-medium text-slate-800'}>{shareStateText(share, now)}</span>
                  </p>
                </div>
                {state === 'active' && (
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`Revoke ${share.label || 'the share link'}`}
                    onClick={() => {
                      setRevokeFailure(null);
                      setRevoking(share);
                    }}
                  >
                    Revoke
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this share link?"
        description="Whoever has it can no longer open the plan. Answers already given are kept."
        confirmLabel="Revoke"
        pending={revokePending}
        failure={revokeFailure}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void revoke()}
      >
        <p className="text-sm font-medium text-ink">{revoking?.label || 'Share link'}</p>
      </ConfirmDialog>
    </section>
  );
}
