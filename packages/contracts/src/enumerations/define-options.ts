import { z } from 'zod';

/**
 * One enumeration: its values, the zod schema that accepts exactly them (with a sentence naming
 * the allowed values otherwise) and the label a screen shows for each.
 */
export function defineOptions<const T extends readonly [string, ...string[]]>(what: string, values: T, labels: { [K in T[number]]: string }) {
  const schema = z.enum(values, {
    error: () => `${what} must be one of: ${values.join(', ')}.`,
  });
  return {
    values,
    schema,
    labels,
    label: (value: T[number]): string => labels[value],
    options: values.map((value) => ({ value, label: labels[value as T[number]] })) as Array<{ value: T[number]; label: string }>,
  };
}

/** An enumeration whose values are their own labels (industries, room names). */
export function defineNamedOptions<const T extends readonly [string, ...string[]]>(what: string, values: T) {
  const labels = Object.fromEntries(values.map((value) => [value, value])) as { [K in T[number]]: string };
  return defineOptions(what, values, labels);
}
