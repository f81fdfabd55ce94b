import { useId, type ReactNode } from 'react';
import { describedBy } from './described-by.js';
import { FieldError } from './error.js';
import { FieldHint } from './hint.js';
import { FieldLabel } from './label.js';

export interface FieldIds {
  id: string;
  /** The hint and the error, when shown, so a screen reader reads both with the input. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** Render-prop so the input gets the id the label points at, and the ids of its hint and error. */
  children: (ids: FieldIds) => ReactNode;
  className?: string | undefined;
}

/** A labelled input with its hint and its error underneath, both linked to it. */
export function Field({ label, required, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({ id, describedBy: describedBy(hintId, errorId), invalid: Boolean(error) })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
