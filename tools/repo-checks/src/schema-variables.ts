import { type z } from 'zod';

/**
 * The variable names a config schema reads: the keys of its object, looking through the
 * `.transform()` pipes the config schemas end with (refinements keep the object itself).
 */
export function schemaVariables(schema: z.ZodType): string[] {
  const def = schema.def as z.core.$ZodTypeDef & { in?: z.ZodType; shape?: Record<string, unknown> };
  if (def.type === 'pipe' && def.in) return schemaVariables(def.in);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  throw new Error(`a config schema should be an object, possibly piped through transforms; found ${def.type}`);
}
