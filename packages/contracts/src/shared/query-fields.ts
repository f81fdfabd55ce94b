import { z } from 'zod';

/** A whole number from a query string (`?page=2`); blank means the fallback. */
export function wholeQueryNumber(what: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number<string | number | undefined>({ error: `${what} must be a whole number.` })
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`)
      .default(fallback),
  );
}

/** A text filter from a query string, trimmed; blank means no filter. */
export function queryText(what: string, max: number) {
  return z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} must be at most ${max} characters.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}
