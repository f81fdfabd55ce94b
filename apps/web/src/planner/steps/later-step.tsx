import type { StepNumber } from '../plan-state.js';
import { WIZARD_STEPS } from '../wizard-steps.js';

/** Steps 3 to 7 until their screens land: the wizard still walks through them. */
export function LaterStep({ step }: { step: StepNumber }) {
  return (
    <section className="card" aria-labelledby="step-title">
      <h2 id="step-title" className="section-title">
        {WIZARD_STEPS[step - 1]?.title}
      </h2>
      <p className="text-slate-600">Coming soon: this step is being built. Your plan so far is saved in this browser.</p>
    </section>
  );
}
