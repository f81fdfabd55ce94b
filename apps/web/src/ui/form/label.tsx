import type { ReactNode } from 'react';

/** A required field is marked * (see docs/ui.md#required-fields); the input itself announces that it is required. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden>
      *
    </span>
  );
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}
