import { useId, type ReactNode } from 'react';

export interface FieldIds {
  id: string;
  /** The hint and the error, when shown, so a screen reader reads both with the input. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: FieldIds) => ReactNode;
  className?: string;
}

/**
 * A labelled input with its hint and its error underneath, both linked to it. The shared
 * `ui/field.tsx` links a hint only; the forms of these pages show field errors too.
 */
export function FormField({ label, required, hint, error, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {children}
    </p>
  );
}
