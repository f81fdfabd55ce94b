import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './form-field.js';

interface ChoiceCheckboxesProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** One registration for the whole group: react-hook-form collects the ticked values in a list. */
  registration: UseFormRegisterReturn;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** A group of checkboxes under one legend, laid out as chips that wrap on a phone. */
export function ChoiceCheckboxes({ legend, options, registration, required, hint, error, disabled }: ChoiceCheckboxesProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className="field-label">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="field-hint mb-2 mt-0">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="choice-chip">
            <input type="checkbox" value={option.value} className="size-4 accent-brand-700" disabled={disabled} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
