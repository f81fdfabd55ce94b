import { get, useFormState } from 'react-hook-form';
import type { VendorFormValues } from './vendor-form-values.js';

/** The message for one form path, from the form's own check or the server's 400 details. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<VendorFormValues>();
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

/** Ties an input to its hint and its error, whichever are shown. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length ? shown.join(' ') : undefined;
}
