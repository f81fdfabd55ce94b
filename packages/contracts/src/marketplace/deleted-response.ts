import { z } from 'zod';

/** The answer to a delete: a sentence saying what was removed. */
export const deletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
