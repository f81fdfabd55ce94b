import { z } from 'zod';

/**
 * A field as a change reads it: when the key is absent it stays absent, where the full schema
 * would fill in its default (`[]`, `true`, `{}`). A partial update built on defaults would write
 * them over what is stored, which is exactly what it must not do.
 */
export function withoutDefault(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault) return withoutDefault(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) {
    const inner = withoutDefault(schema.in as z.ZodType);
    // Pipes without a default inside (the preprocessed text fields) are kept as they are.
    return inner === schema.in ? schema : z.pipe(inner, schema.out);
  }
  return schema;
}
