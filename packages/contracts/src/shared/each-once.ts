import type { z } from 'zod';
import { documentedInput } from '../http/define-routes.js';

/**
 * A list whose items may each appear once: a repeat is refused with `message`, and the document
 * says `uniqueItems`, which zod does not write, so a client generating requests never sends one.
 */
export function eachOnce<T extends z.ZodArray<z.ZodType>>(list: T, message: string): T {
  return documentedInput(
    list.refine((items) => new Set(items).size === items.length, message),
    (generated) => ({ ...generated, uniqueItems: true }),
  );
}
