import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';
import { hasHiddenCharacters, hiddenCharactersMessage, plainTextPattern, type PlainTextOptions } from './plain-text.js';

/** `''`, whitespace, null and undefined: a field left blank. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Plain decimal notation as a form or a query string gives it: `12`, `-3`, `4.5`, `1e3`. */
const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The same, as a JSON Schema pattern for the whole value, spaces around allowed (they are trimmed). */
export const NUMERIC_TEXT_PATTERN = '^\\s*[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?\\s*$';
const BLANK_PATTERN = '^\\s*$';

/** Named on a numeric text branch: the pattern cannot say which numbers the text may stand for. */
export const NUMERIC_TEXT_RULE = 'The number the text stands for must meet the range in x-stallplan-range (and be whole where it says integer).';

/**
 * What a number field accepts on the wire: the number, numeric text read as one, and blank or null
 * for "not given". JSON Schema cannot bound the number a text stands for, so the numeric text
 * carries the range in `x-stallplan-range`, names it as a rule, and says it in words.
 */
export function documentNumber(what: string, options: { blank?: boolean } = {}) {
  const blank = options.blank ?? true;
  return (generated: Record<string, unknown>) => {
    const { default: fallback, ...number } = generated;
    const range = Object.fromEntries(Object.entries(number).filter(([key]) => ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(key)));
    const example = typeof number.minimum === 'number' ? number.minimum : 1;
    const numericText = {
      type: 'string',
      pattern: NUMERIC_TEXT_PATTERN,
      example: String(example),
      'x-stallplan-range': { ...range, integer: number.type === 'integer' },
      'x-stallplan-rule': NUMERIC_TEXT_RULE,
    };
    return {
      anyOf: blank ? [{ ...number, nullable: true }, numericText, { type: 'string', pattern: BLANK_PATTERN }] : [number, numericText],
      ...(fallback === undefined ? {} : { default: fallback }),
      description: `${what}: numeric text such as "12" is read as a number and must meet the same range${blank ? '; blank or null counts as not given' : ''}.`,
    };
  };
}

/**
 * A number as it arrives: numbers as they are, numeric text read as a number, anything else left
 * as it is so the schema refuses it with a sentence. Nothing is ever turned into 0 or dropped.
 */
export function readNumber(value: unknown): unknown {
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
  return documentedInput(
    z.preprocess((value) => (isBlank(value) ? 0 : readNumber(value)), numberField(what, 0, max, { integer: true })),
    documentNumber(what),
  ).default(0);
}

/** A number that may be left blank (blank or null gives undefined); anything else must be a number in range. */
export function optionalNumber(what: string, min: number, max: number, options: NumberFieldOptions = {}) {
  return documentedInput(
    z.preprocess((value) => (isBlank(value) ? undefined : readNumber(value)), numberField(what, min, max, options).optional()),
    documentNumber(what),
  );
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
  const preprocessed = z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${what} must be text.` })
      .max(max, `${what} must be at most ${max} characters.`)
      .refine((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(what, options))
      .optional(),
  );
  return documentedInput(preprocessed, (generated) => ({
    ...generated,
    pattern: plainTextPattern(options),
    nullable: true,
    description: `${what}: trimmed; blank or null counts as not given.`,
  }));
}

/** Required text: trimmed and non-blank, with the same character rules as `optionalText`. */
export function requiredText(what: string, max = 200, options: PlainTextOptions = {}) {
  const preprocessed = z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `${what} is required.` })
      .min(1, `${what} is required.`)
      .max(max, `${what} must be at most ${max} characters.`)
      .refine((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(what, options)),
  );
  return documentedInput(preprocessed, (generated) => ({
    ...generated,
    pattern: plainTextPattern({ ...options, notBlank: true }),
    description: `${what}: trimmed.`,
  }));
}

/** A choice from a select that may be left empty: `""` and null count as not chosen. */
export function optionalChoice<T extends z.ZodType>(schema: T) {
  return documentedInput(
    z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional()),
    (generated) =>
      Array.isArray(generated.enum)
        ? { ...generated, enum: [...(generated.enum as unknown[]), ''], nullable: true }
        : { anyOf: [generated, { type: 'string', enum: [''] }], nullable: true },
  );
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

/**
 * A day of the Gregorian calendar, YYYY-MM-DD, written as a pattern a request generator reads:
 * 30- and 31-day months, and 29 February in leap years only (every fourth year, not centuries
 * except every fourth one).
 */
export const REAL_DATE_PATTERN_SOURCE =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';
export const REAL_DATE = new RegExp(`^${REAL_DATE_PATTERN_SOURCE}$`);

/** A date field's text: its first ten characters (a time after them is ignored), blank and null as not given. */
const dateText = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.slice(0, 10) : value);

function dateSchema(what: string) {
  return z
    .string({ error: `${what} must be a date.` })
    .regex(ISO_DATE, { error: `${what} must be a date in the form YYYY-MM-DD.`, abort: true })
    .regex(REAL_DATE, `${what} is not a real date.`);
}

const dateDescription = (what: string) => `${what}: a real calendar day YYYY-MM-DD; anything after the tenth character (a time) is ignored`;

/** A calendar date as the date input gives it, `YYYY-MM-DD`; blank counts as not given. */
export function optionalDate(what: string) {
  return documentedInput(z.preprocess(dateText, dateSchema(what).optional()), () => ({
    type: 'string',
    pattern: `^(${REAL_DATE_PATTERN_SOURCE}[\\s\\S]*)?$`,
    nullable: true,
    description: `${dateDescription(what)}; blank or null counts as not given.`,
  }));
}

/** A calendar date that must be given. */
export function requiredDate(what: string) {
  const schema = z.preprocess(dateText, z.string({ error: `${what} is required.` }).pipe(dateSchema(what)));
  return documentedInput(schema, () => ({ type: 'string', pattern: `^${REAL_DATE_PATTERN_SOURCE}[\\s\\S]*$`, description: `${dateDescription(what)}.` }));
}

const FLAG_YES: unknown[] = [true, 'true', 'on', 1];
const FLAG_NO: unknown[] = [false, 'false', 'off', '', 0, null];

/**
 * Yes/no flags arrive as booleans from the app and as "true"/"on" from plain forms. Anything else
 * (an object, "maybe") is refused rather than read as no.
 */
export const flag = documentedInput(
  z.preprocess(
    (value) => (FLAG_YES.includes(value) ? true : FLAG_NO.includes(value) ? false : value),
    z.boolean({ error: 'A yes/no field must be true or false.' }),
  ),
  () => ({
    anyOf: [
      { type: 'boolean', nullable: true },
      { type: 'string', enum: ['true', 'false', 'on', 'off', ''] },
      { type: 'integer', enum: [0, 1] },
    ],
    description: 'Yes or no: true, "true", "on" and 1 mean yes; false, "false", "off", "", 0 and null mean no.',
  }),
).default(false);
