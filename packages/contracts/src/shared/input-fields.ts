import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage, type PlainTextOptions } from './plain-text.js';

/** `''`, whitespace, null and undefined: a field left blank. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Plain decimal notation as a form or a query string gives it: `12`, `-3`, `4.5`, `1e3`. */
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number as it arrives: numbers as they are, numeric text read as a number, anything else left
 * as it is so the schema refuses it with a sentence. Nothing is ever turned into 0 or dropped.
 */
function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : value;
}

export interface NumberFieldOptions {
  /** Counts, days and rupees are whole numbers; `2.5` is refused rather than rounded. */
  integer?: boolean;
}

/**
 * A number field's rules, each broken one with its own sentence: text, `true` or `{}` is not a
 * number, `1e309` is not finite, `2.5` is not whole, and the range is the domain's.
 */
function numberField(what: string, min: number, max: number, options: NumberFieldOptions) {
  const schema = z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${what} is required.` : typeof issue.input === 'number' ? `${what} must be a finite number.` : `${what} must be a number.`,
    })
    .min(min, min === 0 ? `${what} cannot be negative.` : `${what} must be at least ${min.toLocaleString('en-IN')}.`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`);
  return options.integer ? schema.int(`${what} must be a whole number.`) : schema;
}

/**
 * A whole number that may be left blank, which gives 0 (the design's "0 means not given"). Text
 * that is no number, fractions and negative values are refused, never read as 0.
 */
export function wholeNumberOrZero(what: string, max: number) {
  return z.preprocess((value) => (isBlank(value) ? 0 : readNumber(value)), numberField(what, 0, max, { integer: true })).default(0);
}

/** A number that may be left blank (blank or null gives undefined); anything else must be a number in range. */
export function optionalNumber(what: string, min: number, max: number, options: NumberFieldOptions = {}) {
  return z.preprocess((value) => (isBlank(value) ? undefined : readNumber(value)), numberField(what, min, max, options).optional());
}

/** A whole number that may be left blank. */
export function optionalWholeNumber(what: string, min: number, max: number) {
  return optionalNumber(what, min, max, { integer: true });
}

/**
 * Free text from a form field: trimmed, blank counts as not given. Single-line unless `multiline`;
 * control and text-direction characters are refused either way.
 */
export function optionalText(what: string, max = 200, options: PlainTextOptions = {}) {
  return z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${what} must be text.` })
      .max(max, `${what} must be at most ${max} characters.`)
      .refine((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(what, options))
      .optional(),
  );
}

/** Required text: trimmed and non-blank, with the same character rules as `optionalText`. */
export function requiredText(what: string, max = 200, options: PlainTextOptions = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${what} is required.` })
      .min(1, `${what} is required.`)
      .max(max, `${what} must be at most ${max} characters.`)
      .refine((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(what, options)),
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
