import { signInLinkRequestSchema } from '@stallplan/contracts';
import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RefusalAlert } from '../../ui/refusal-alert.js';
import type { Refusal } from '../../api/refusal.js';
import { Field } from '../../ui/form/field.js';
import { requestSignInLink } from './my-plans-actions.js';

/** The address as the contract reads it, or the contract's own sentence on what is wrong with it. */
export function checkSignInEmail(email: string): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = signInLinkRequestSchema.safeParse({ email: email.trim() });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return {
    ok: false,
    message: email.trim() === '' ? 'Please enter your e-mail address.' : (parsed.error.issues[0]?.message ?? 'E-mail must be a valid e-mail address.'),
  };
}

/**
 * My plans without an account: the address the plans were saved with gets a one-time sign-in link.
 * The answer is the same whether or not it has plans, so the form never tells who uses StallPlan.
 */
export function SignInLinkForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkSignInEmail(email);
    if (!checked.ok) {
      setFieldError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setRefusal(null);
    setSent(null);
    setSending(true);
    const outcome = await requestSignInLink(checked.email);
    setSending(false);
    if (outcome.ok) setSent(outcome.message);
    else {
      const issue = outcome.refusal.details.find((detail) => detail.path === 'email');
      if (issue) {
        setFieldError(issue.message);
        inputRef.current?.focus();
      }
      setRefusal({ ...outcome.refusal, details: outcome.refusal.details.filter((detail) => detail.path !== 'email') });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="card space-y-4" aria-labelledby={titleId} data-testid="sign-in-link-form">
      <div>
        <h2 id={titleId} className="section-title mb-1">
          <Mail className="size-5 text-brand-600" aria-hidden />
          Get a sign-in link
        </h2>
        <p className="text-sm text-slate-600">
          Enter the e-mail address you saved your plans with. We send a link that opens the list of your plans; it works once.
        </p>
      </div>
      <Field label="E-mail address" required error={fieldError}>
        {({ id, describedBy, invalid }) => (
          <input
            ref={inputRef}
            id={id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            className="field-input"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
          />
        )}
      </Field>
      <RefusalAlert refusal={refusal} testId="sign-in-link-error" />
      <div aria-live="polite" data-testid="sign-in-link-sent">
        {sent && (
          <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            {sent}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Mail className="size-4" aria-hidden />}
        {sending ? 'Sending...' : 'Send me a sign-in link'}
      </button>
    </form>
  );
}
