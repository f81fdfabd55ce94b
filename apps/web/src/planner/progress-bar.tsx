import { Check } from 'lucide-react';
import type { StepNumber } from '../current-plan/plan-state.js';
import { WIZARD_STEPS } from './wizard-steps.js';

/** The seven steps (see docs/planner.md#wizard), each passed one ticked; the current one named for screen readers. */
export function ProgressBar({ step }: { step: StepNumber }) {
  const percent = ((step - 1) / (WIZARD_STEPS.length - 1)) * 100;
  return (
    <nav aria-label="Planner progress" className="mb-6">
      <p className="mb-2 text-sm text-slate-600">
        Step {step} of {WIZARD_STEPS.length}: <span className="font-semibold text-ink">{WIZARD_STEPS[step - 1]?.title}</span>
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-orange-100"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={7}
        aria-valuenow={step}
        aria-label="Planner progress"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-7 gap-1">
        {WIZARD_STEPS.map((item) => {
          const done = item.step < step;
          const current = item.step === step;
          return (
            <li
              key={item.step}
              className="flex flex-col items-center gap-1 text-center"
              aria-current={current ? 'step' : undefined}
              data-step-state={done ? 'done' : current ? 'current' : 'todo'}
            >
              <span
                className={`flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                  done
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : current
                      ? 'border-brand-600 bg-white text-brand-700'
                      : 'border-slate-300 bg-white text-slate-400'
                }`}
              >
                {done ? <Check className="size-4" aria-label="completed" /> : item.step}
              </span>
              <span className={`hidden text-xs sm:block ${current ? 'font-semibold text-ink' : 'text-slate-500'}`}>{item.title}</span>
              <span className={`text-[11px] sm:hidden ${current ? 'font-semibold text-ink' : 'text-slate-500'}`}>{item.short}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
