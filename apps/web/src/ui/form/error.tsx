import type { ReactNode } from 'react';

/** A field's message from the form's check or the server; nothing is shown without one. */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {children}
    </p>
  );
}
