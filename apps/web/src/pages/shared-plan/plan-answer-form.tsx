import { PLAN_RESPONSE_NOTE_MAX, type PlanDecision, type PlanResponse } from '@stallplan/contracts';
import { CheckCircle2, Loader2, RefreshCw, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid.js';
import { RefusalAlert } from '../../ui/refusal-alert.js';
import type { Refusal } from '../../api/refusal.js';
import { FieldError } from '../../ui/form/error.js';
import { Field } from '../../ui/form/field.js';
import { RequiredMark } from '../../ui/form/label.js';
import { answerSentText, checkPlanAnswer, EMPTY_PLAN_ANSWER, type PlanAnswerErrors, type PlanAnswerValues } from './plan-answer-values.js';
import { respondToSharedPlan } from './respond-to-shared-plan.js';

interface PlanAnswerFormProps {
  token: string;
  /** The version on screen: the answer is about this one, and refused if a newer one exists. */
  versionNumber: number;
  onSent: (response: PlanResponse) => void;
  /** Loads the plan again, after a 409 (a newer version) or a 401 (the link stopped working). */
  onReload: () => void;
}

/** The decision's own words, on its radio and on the button that sends it. */
const decisionLabel = (decision: PlanDecision, versionNumber: number) => (decision === 'approved' ? `Approve version ${versionNumber}` : 'Ask for changes');

/**
 * A viewer's answer to the version shown: approve it, or ask for changes saying which. Their name
 * is required so the owner knows who answered; the owner is told by e-mail.
 */
export function PlanAnswerForm({ token, versionNumber, onSent, onReload }: PlanAnswerFormProps) {
  const [values, setValues] = useState<PlanAnswerValues>(EMPTY_PLAN_ANSWER);
  const [errors, setErrors] = useState<PlanAnswerErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<PlanResponse | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof PlanAnswerValues>(name: K, value: PlanAnswerValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message goes once it is being corrected; the rest stay until the next send. The
    // decision decides whether a note is needed, so choosing one also clears the note's message.
    setErrors((current) => ({ ...current, [name]: undefined, ...(name === 'decision' ? { note: undefined } : {}) }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPlanAnswer(values, versionNumber);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    setRefusal(null);
    setChanged(null);
    const outcome = await respondToSharedPlan(token, checked.body);
    setSending(false);
    switch (outcome.kind) {
      case 'sent':
        setSent(outcome.response);
        setValues(EMPTY_PLAN_ANSWER);
        onSent(outcome.response);
        return;
      case 'changed':
        setChanged(outcome.message);
        return;
      case 'invalid':
        onReload();
        return;
      case 'refused': {
        const placed: PlanAnswerErrors = {};
        for (const issue of outcome.refusal.details) {
          if ((issue.path === 'name' || issue.path === 'note') && !placed[issue.path]) placed[issue.path] = issue.message;
        }
        setErrors(placed);
        setRefusal({ ...outcome.refusal, details: outcome.refusal.details.filter((issue) => issue.path !== 'name' && issue.path !== 'note') });
        focusFirstInvalid(formRef.current);
      }
    }
  }

  const reload = () => {
    setChanged(null);
    onReload();
  };

  const decisionErrorId = 'plan-answer-decision-error';
  return (
    <section className="card min-w-0" aria-labelledby="plan-answer-title" data-testid="plan-answer-form">
      <h2 id="plan-answer-title" className="section-title mb-1">
        Your answer
      </h2>
      <div aria-live="polite" data-testid="plan-answer-sent">
        {sent && (
          <div className="space-y-3">
            <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
              {answerSentText(sent)}
            </p>
            <button type="button" className="btn-secondary" onClick={() => setSent(null)}>
              Give another answer
            </button>
          </div>
        )}
      </div>
      {!sent && (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-slate-600">Approve version {versionNumber} as it stands, or ask for changes. The plan’s owner is told by e-mail.</p>
          <fieldset disabled={sending} className="min-w-0 space-y-4">
            <fieldset aria-describedby={errors.decision ? decisionErrorId : undefined}>
              <legend className="field-label">
                Your decision
                <RequiredMark />
              </legend>
              <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                {(['approved', 'changes-requested'] as const).map((decision) => (
                  <label
                    key={decision}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="decision"
                      value={decision}
                      checked={values.decision === decision}
                      onChange={() => change('decision', decision)}
                      aria-invalid={errors.decision ? true : undefined}
                      required
                    />
                    {decisionLabel(decision, versionNumber)}
                  </label>
                ))}
              </div>
              {errors.decision && <FieldError id={decisionErrorId}>{errors.decision}</FieldError>}
            </fieldset>
            <Field label="Your name" required error={errors.name}>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name="name"
                  className="field-input"
                  autoComplete="name"
                  maxLength={100}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required
                  value={values.name}
                  onChange={(event) => change('name', event.target.value)}
                />
              )}
            </Field>
            <Field
              label="Note"
              required={values.decision === 'changes-requested'}
              error={errors.note}
              hint={
                values.decision === 'changes-requested'
                  ? `Say what should change (up to ${PLAN_RESPONSE_NOTE_MAX.toLocaleString('en-IN')} characters).`
                  : 'Optional with an approval; required to ask for changes.'
              }
            >
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  name="note"
                  rows={4}
                  className="field-input"
                  maxLength={PLAN_RESPONSE_NOTE_MAX}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required={values.decision === 'changes-requested' || undefined}
                  value={values.note}
                  onChange={(event) => change('note', event.target.value)}
                />
              )}
            </Field>
          </fieldset>
          <RefusalAlert refusal={refusal} testId="plan-answer-error" />
          {changed && (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
              data-testid="plan-changed"
            >
              <p>{changed}</p>
              <button type="button" className="btn-secondary shrink-0" onClick={reload}>
                <RefreshCw className="size-4" aria-hidden />
                Reload
              </button>
            </div>
          )}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {sending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            {sending ? 'Sending...' : values.decision ? decisionLabel(values.decision, versionNumber) : 'Send answer'}
          </button>
        </form>
      )}
    </section>
  );
}
