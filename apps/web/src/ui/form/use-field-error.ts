import { get, useFormState } from 'react-hook-form';

/**
 * The message for one path of the form around (a `FormProvider`), whether the form's own check
 * or the server put it there; undefined when the field is fine.
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState();
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}
