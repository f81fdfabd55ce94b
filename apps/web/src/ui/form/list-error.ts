import type { FieldError } from 'react-hook-form';

/**
 * The message to show under a list field: the list's own (too many entries) or its first entry's.
 * react-hook-form keeps an entry's error at its index, and the list's own at `message` or `root`.
 */
export function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = error as Partial<FieldError> & { root?: Partial<FieldError> };
  if (typeof own.message === 'string') return own.message;
  if (typeof own.root?.message === 'string') return own.root.message;
  const entries = Array.isArray(error) ? error : Object.values(error);
  for (const entry of entries) {
    const message = entry && typeof entry === 'object' ? (entry as Partial<FieldError>).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
