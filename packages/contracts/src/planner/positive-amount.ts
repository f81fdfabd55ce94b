import { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';
import { documentNumber, readNumber } from '../shared/input-fields.js';

/**
 * A size that must be above zero, up to `max`: a length, a weight, a booth size. Numeric text (a
 * query string) is read as a number; blank counts as missing.
 */
export function positiveAmount(what: string, max: number) {
  const preprocessed = z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return readNumber(value);
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a number.`) })
      .positive(`${what} must be above 0.`)
      .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`),
  );
  return documentedInput(preprocessed, documentNumber(what, { blank: false }));
}
