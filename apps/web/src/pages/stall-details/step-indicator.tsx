import { Check } from 'lucide-react';
import { STALL_STEP_TITLES } from './stall-steps.js';

interface StepIndicatorProps {
  current: number;
  completed: ReadonlySet<number>;
}

/** The five steps with the current one marked and completed ones ticked; titles hide on a phone. */
export function StepIndicator({ current, completed }: StepIndicatorProps) {
  return (
    <nav aria-label="Form progress">
      <ol className="flex items-start justify-between gap-1">
        {STALL_STEP_TITLES.map((title, index) => {
          const done = completed.has(index);
          const isCurrent = index === current;
          const circle = isCurrent
            ? 'border-brand-700 bg-brand-700 text-white'
            : done
              ? 'border-green-600 bg-green-600 text-white'
              : 'border-slate-300 bg-white text-slate-500';
          return (
            <li key={title} className="flex flex-1 flex-col items-center gap-1 text-center" aria-current={isCurrent ? 'step' : undefined}>
              <span className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold ${circle}`} aria-hidden>
                {done && !isCurrent ? <Check className="size-4" /> : index + 1}
              </span>
              <span aria-hidden className={`text-xs ${isCurrent ? 'font-semibold text-ink' : 'hidden text-slate-500 sm:block'}`}>
                {title}
              </span>
              <span className="sr-only">
                Step {index + 1}: {title}
                {done ? ', completed' : ''}
                {isCurrent ? ', current step' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
