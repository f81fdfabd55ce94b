import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Render-prop so the input gets the id the label points at, and the hint's id. */
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
  className?: string;
}

/** A labelled input; a required one is marked * (§5) and announced as required by the input itself. */
export function Field({ label, required, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
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
      {children({ id, describedBy: hintId })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
