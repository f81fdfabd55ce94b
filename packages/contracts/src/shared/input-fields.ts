import { z } from 'zod';

/**
 * A whole number typed into a form: `"12"`, `12.9` and `"12 sqm"` give 12; anything that does
 * not start with a number gives 0 (the planner's "parsed as whole numbers, falling back to 0").
 * Negative values give 0 and values above `max` are refused.
 */
export function wholeNumberOrZero(what: string, max: number) {
  return z
    .preprocess((value) => {
      if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
      if (typeof value === 'string') {
        const parsed = Number.parseInt(value.trim(), 10);
        return Number.isFinite(parsed) ? Math.max(0, parsed) : 0;
      }
      return 0;
    }, z.number().int().max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`))
    .default(0);
}

/** A number that may be left blank: blank, null or unparsable gives undefined. */
export function optionalNumber(what: string, min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      const parsed = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isFinite(parsed) ? parsed : undefined;
    },
    z
      .number()
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`)
      .optional(),
  );
}

/** Free text from a form field: trimmed, blank counts as not given. */
export function optionalText(what: string, max = 200) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '') || value === null ? undefined : typeof value === 'string' ? value.trim() : value,
    z.string({ error: `${what} must be text.` }).max(max, `${what} must be at most ${max} characters.`).optional(),
  );
}

/** Required text: trimmed and non-blank. */
export function requiredText(what: string, max = 200) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${what} is required.` })
      .min(1, `${what} is required.`)
      .max(max, `${what} must be at most ${max} characters.`),
  );
}

/** A choice from a select that may be left empty: `""` and null count as not chosen. */
export function optionalChoice<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** A list of choices, duplicates removed; missing means none chosen. */
export function choiceList<T extends z.ZodType>(schema: T, max = 50) {
  return z
    .array(schema)
    .max(max, `Choose at most ${max}.`)
    .default([])
    .transform((values) => [...new Set(values)] as Array<z.output<T>>);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-02-31` matches the pattern but is no day of the calendar. */
function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar date as the date input gives it, `YYYY-MM-DD`; blank counts as not given. */
export function optionalDate(what: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.slice(0, 10) : value),
    z
      .string({ error: `${what} must be a date.` })
      .regex(ISO_DATE, { error: `${what} must be a date in the form YYYY-MM-DD.`, abort: true })
      .refine(isRealDate, `${what} is not a real date.`)
      .optional(),
  );
}

/** Yes/no flags arrive as booleans from the app and as "true"/"on" from plain forms. */
export const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === 1, z.boolean()).default(false);
