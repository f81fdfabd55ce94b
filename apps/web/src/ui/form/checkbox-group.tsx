import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy } from './described-by.js';
import { FieldError } from './error.js';
import { FieldHint } from './hint.js';
import { RequiredMark } from './label.js';

interface CheckboxGroupProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** One registration for the whole group: react-hook-form collects the ticked values in a list. */
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A group of checkboxes under one legend, laid out as chips that wrap on a phone.
 *
 * The group is never checked on blur: a box loses focus on the mousedown of the next click, and an
 * error appearing or going then moves the boxes below under the pointer, so the mouseup lands
 * elsewhere and that click is lost. A box's value changes on the click itself, so the group is
 * checked when the form is submitted and then on each change: after a submit react-hook-form does
 * that itself, and the stall wizard marks a step's fields touched when its Next is refused.
 */
export function CheckboxGroup({ legend, options, registration, required, hint, error, disabled }: CheckboxGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={describedBy(hintId, errorId)} aria-invalid={error ? true : undefined}>
      <legend className="field-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <FieldHint id={hintId} className="mb-2 mt-0">
          {hint}
        </FieldHint>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="choice-chip">
            <input type="checkbox" value={option.value} className="size-4 accent-brand-700" disabled={disabled} {...registration} onBlur={undefined} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
