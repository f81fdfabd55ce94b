import { z } from 'zod';

/**
 * The `:id` of a stored record. Ids and slugs are made of letters, digits, `-` and `_`, so
 * anything else is refused before it reaches a database query.
 */
export function recordIdParamsSchema(what: string) {
  return z.object({
    id: z
      .string({ error: `${what} id is required.` })
      .min(1, `${what} id is required.`)
      .max(200, `${what} id is too long.`)
      .regex(/^[A-Za-z0-9_-]+$/, `${what} id may contain only letters, digits, - and _.`),
  });
}
