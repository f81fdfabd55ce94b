import { z } from 'zod';

/**
 * A size that must be above zero, up to `max`: a length, a weight, a booth size. Numeric text (a
 * query string) is read as a number; blank counts as missing.
 */
export function positiveAmount(what: string, max: number) {
  return z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return typeof value === 'string' ? Number(value.trim()) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be a number.`) })
      .positive(`${what} must be above 0.`)
      .max(max, `${what} must be at most ${max.toLocaleString('en-IN')}.`),
  );
}
