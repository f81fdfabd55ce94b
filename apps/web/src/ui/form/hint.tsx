import type { ReactNode } from 'react';

/** The line under an input that says what it expects; its id goes in the input's aria-describedby. */
export function FieldHint({ id, className, children }: { id: string | undefined; className?: string; children: ReactNode }) {
  return (
    <p id={id} className={className ? `field-hint ${className}` : 'field-hint'}>
      {children}
    </p>
  );
}
