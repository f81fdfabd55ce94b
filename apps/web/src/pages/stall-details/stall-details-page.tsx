import { stallRequirementsSchema, stallRequirementsStepSchemas, stallStepIncompleteToast, type StallRequirements } from '@stallplan/contracts';
import { ChevronLeft, ChevronRight, Loader2, Mail, Phone, Send } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { useToast } from '../../ui/toaster.js';
import { formResolver } from '../../ui/form/form-resolver.js';
import {
  EMPTY_STALL_FORM,
  firstStepWithError,
  isStepComplete,
  STALL_STEP_COUNT,
  STALL_STEP_FIELDS,
  STALL_STEP_TITLES,
  type StallField,
  type StallFormValues,
} from './stall-steps.js';
import { StepIndicator } from './step-indicator.js';
import { ContactStep } from './steps/contact-step.js';
import { DesignStep } from './steps/design-step.js';
import { EquipmentStep } from './steps/equipment-step.js';
import type { StepProps } from './steps/step-props.js';
import { SpecificationsStep } from './steps/specifications-step.js';
import { TimelineStep } from './steps/timeline-step.js';
import { submitStallRequirements } from './submit-stall-requirements.js';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './support-contact.js';

/** The form returns to the planner this long after a successful submission (see docs/marketplace.md#stall-requirements-form). */
export const REDIRECT_AFTER_SUBMIT_MS = 2000;

const STEPS: ReadonlyArray<ComponentType<StepProps>> = [ContactStep, SpecificationsStep, DesignStep, EquipmentStep, TimelineStep];
const LAST_STEP = STALL_STEP_COUNT - 1;

type Status = 'editing' | 'submitting' | 'submitted';

export function StallDetailsPage() {
  usePageMeta('Stall Requirements', 'Tell our team what your exhibition stall needs: location, power, design, equipment, dates and budget.');
  const navigate = useNavigate();
  const showToast = useToast();
  const form = useForm<StallFormValues, unknown, StallRequirements>({
    resolver: formResolver(stallRequirementsSchema),
    defaultValues: EMPTY_STALL_FORM,
    mode: 'onTouched',
  });
  const [step, setStep] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());
  const [status, setStatus] = useState<Status>('editing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const values = form.watch();
  const stepComplete = isStepComplete(step, values);

  useEffect(() => {
    if (status !== 'submitted') return;
    const timer = setTimeout(() => void navigate('/'), REDIRECT_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  // A new step replaces the fields the keyboard was on, so focus moves to its heading.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
    stepChanged.current = true;
  }, [step]);

  function markTouched<Field extends StallField>(field: Field) {
    form.setValue(field, form.getValues(field), { shouldTouch: true });
  }

  const warnIncomplete = () => showToast({ ...stallStepIncompleteToast, variant: 'destructive' });

  function goNext() {
    const fields = STALL_STEP_FIELDS[step] ?? [];
    const checked = stallRequirementsStepSchemas[step]?.safeParse(form.getValues());
    form.clearErrors([...fields]);
    if (!checked || !checked.success) {
      // A refused Next counts as leaving every field of the step: in 'onTouched' mode a field is
      // checked again on each change only once touched, so without this an error named here would
      // stay after the field is put right and vanish only on its blur, which for a box happens on
      // the mousedown of the next click: the form then jumps under the pointer and that click is lost.
      for (const field of fields) markTouched(field);
      for (const issue of checked?.error.issues ?? []) {
        const field = issue.path[0];
        if (typeof field === 'string' && (fields as readonly string[]).includes(field)) form.setError(field as StallField, { message: issue.message });
      }
      warnIncomplete();
      return;
    }
    setCompleted((done) => new Set(done).add(step));
    setStep((current) => Math.min(LAST_STEP, current + 1));
  }

  async function send(data: StallRequirements) {
    setStatus('submitting');
    const outcome = await submitStallRequirements(data);
    if (outcome.ok) {
      setCompleted(new Set(STALL_STEP_TITLES.map((_, index) => index)));
      setStatus('submitted');
      showToast({
        title: 'Stall details submitted successfully!',
        description: 'Our team will contact you within 24 hours to discuss your requirements.',
        variant: 'success',
      });
      return;
    }
    setStatus('editing');
    showToast({
      title: 'Submission failed',
      description: `${outcome.reason ? `${outcome.reason} ` : ''}${SUPPORT_EMAIL ? `Please try again or contact ${SUPPORT_EMAIL}.` : 'Please try again.'}`,
      variant: 'destructive',
    });
  }

  function showFirstError(errors: FieldErrors<StallFormValues>) {
    const errorStep = firstStepWithError(Object.keys(errors));
    if (errorStep !== undefined) setStep(errorStep);
    warnIncomplete();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of steps 1 to 4 means Next, not submit.
    if (step < LAST_STEP) {
      event.preventDefault();
      goNext();
      return;
    }
    void form.handleSubmit(send, showFirstError)(event);
  }

  const busy = status !== 'editing';
  const CurrentStep = STEPS[step] ?? ContactStep;
  const title = STALL_STEP_TITLES[step] ?? '';

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Stall Requirements</h1>
        <p className="mt-1 text-slate-600">Five short steps. Our team reads every form and comes back to you within 24 hours.</p>
      </header>

      <div className="card">
        <StepIndicator current={step} completed={completed} />

        <form noValidate onSubmit={onSubmit} className="mt-6" aria-labelledby="stall-step-heading">
          <h2 id="stall-step-heading" ref={headingRef} tabIndex={-1} className="section-title outline-none">
            <span className="text-sm font-medium text-slate-500">
              Step {step + 1} of {STALL_STEP_COUNT}
              <span aria-hidden>:</span>
            </span>{' '}
            {title}
          </h2>
          <p className="-mt-2 mb-4 text-xs text-slate-500">
            Fields marked <span className="text-red-600">*</span> are required.
          </p>

          <fieldset disabled={busy} className="min-w-0">
            <CurrentStep form={form} />
          </fieldset>

          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
            <button type="button" className="btn-secondary" disabled={step === 0 || busy} onClick={() => setStep((current) => Math.max(0, current - 1))}>
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </button>
            {step < LAST_STEP ? (
              // aria-disabled rather than disabled: it looks and reads as unavailable, yet a press still says what is missing.
              <button type="submit" className={`btn-primary ${stepComplete ? '' : 'opacity-50'}`} aria-disabled={!stepComplete || undefined} disabled={busy}>
                Next
                <ChevronRight className="size-4" aria-hidden />
              </button>
            ) : (
              <button type="submit" className={`btn-primary ${stepComplete ? '' : 'opacity-50'}`} aria-disabled={!stepComplete || undefined} disabled={busy}>
                {status === 'submitting' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
                {status === 'submitting' ? 'Submitting...' : 'Submit Requirements'}
              </button>
            )}
          </div>
        </form>
      </div>

      {(SUPPORT_EMAIL || SUPPORT_PHONE) && (
        <aside className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          <p className="font-medium text-ink">Need help with the form?</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {SUPPORT_EMAIL && (
              <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-1 text-brand-800 underline">
                <Mail className="size-4" aria-hidden />
                {SUPPORT_EMAIL}
              </a>
            )}
            {SUPPORT_PHONE && (
              <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className="inline-flex items-center gap-1 text-brand-800 underline">
                <Phone className="size-4" aria-hidden />
                {SUPPORT_PHONE}
              </a>
            )}
          </p>
        </aside>
      )}
    </div>
  );
}
