import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SaveBar } from '../plans/save-bar.js';
import { MissingFieldsDialog } from './missing-fields-dialog.js';
import { missingFieldsFor } from './missing-fields.js';
import { STEP_COUNT } from '../current-plan/plan-state.js';
import { planStore, usePlan } from '../current-plan/plan-store.js';
import { ProgressBar } from './progress-bar.js';
import { EventDetailsStep } from './steps/event-details/event-details-step.js';

// Step 1 is what a first visit shows; the others load when reached, keeping the first load small.
const StallDesignStep = lazy(() => import('./steps/stall-design/stall-design-step.js').then((module) => ({ default: module.StallDesignStep })));
const VendorMatchingStep = lazy(() => import('./steps/vendor-matching/vendor-matching-step.js').then((module) => ({ default: module.VendorMatchingStep })));
const FlightStep = lazy(() => import('./steps/travel/flight-step.js').then((module) => ({ default: module.FlightStep })));
const HotelStep = lazy(() => import('./steps/travel/hotel-step.js').then((module) => ({ default: module.HotelStep })));
const LogisticsStep = lazy(() => import('./steps/travel/logistics-step.js').then((module) => ({ default: module.LogisticsStep })));
const FinalQuoteStep = lazy(() => import('./steps/final-quote/final-quote-step.js').then((module) => ({ default: module.FinalQuoteStep })));

function StepLoading() {
  return (
    <div className="card animate-pulse" role="status" aria-live="polite">
      <div className="h-6 w-48 rounded bg-orange-100" />
      <div className="mt-4 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-2/3 rounded bg-slate-100" />
      <span className="sr-only">Loading this step…</span>
    </div>
  );
}

/** The seven-step planner (see docs/planner.md#wizard): one step at a time, Next only past a complete step. */
export function PlannerWizard() {
  const step = usePlan((plan) => plan.step);
  const [missing, setMissing] = useState<string[]>([]);

  const next = () => {
    const blockers = missingFieldsFor(step, planStore.get());
    if (blockers.length > 0) {
      setMissing(blockers);
      return;
    }
    planStore.goToStep(step + 1);
    window.scrollTo({ top: 0 });
  };
  const previous = () => {
    planStore.goToStep(step - 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <div>
      <SaveBar />
      <ProgressBar step={step} />
      <Suspense fallback={<StepLoading />}>
        {step === 1 && <EventDetailsStep />}
        {step === 2 && <StallDesignStep />}
        {step === 3 && <VendorMatchingStep />}
        {step === 4 && <FlightStep />}
        {step === 5 && <HotelStep />}
        {step === 6 && <LogisticsStep />}
        {step === 7 && <FinalQuoteStep />}
      </Suspense>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-orange-100 pt-6">
        <button type="button" className="btn-secondary" onClick={previous} disabled={step === 1}>
          <ArrowLeft className="size-4" aria-hidden />
          Previous
        </button>
        {step === STEP_COUNT ? (
          <button type="button" className="btn-secondary" onClick={() => planStore.startOver()}>
            <RotateCcw className="size-4" aria-hidden />
            Start Over
          </button>
        ) : null}
        <button type="button" className="btn-primary" onClick={next} disabled={step === STEP_COUNT}>
          Next Step
          <ArrowRight className="size-4" aria-hidden />
        </button>
      </div>
      <MissingFieldsDialog missing={missing} onClose={() => setMissing([])} />
    </div>
  );
}
