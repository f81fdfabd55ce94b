import { z } from 'zod';

/** Every failed call answers with this shape: a sentence a person can read, and field details for bad input. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export type FieldIssue = NonNullable<ErrorResponse['details']>[number];

/** Wraps a payload schema in the `{success: true, data}` envelope the public API uses. */
export function successResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
