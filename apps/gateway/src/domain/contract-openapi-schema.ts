import type { z } from 'zod';
import { inputDocumentation } from '@stallplan/contracts';

export type JsonSchema = Record<string, unknown>;

const FORMATS: Record<string, string> = { email: 'email', url: 'uri' };

/**
 * `requiredText(...).pipe(z.email())` is documented by its input side, plain text; the format it
 * must then meet is the piped schema's.
 */
function pipedFormat(schema: z.ZodType): string | undefined {
  const def = schema._zod.def as { type: string; out?: z.ZodType; innerType?: z.ZodType; format?: string };
  if (def.type !== 'pipe' || !def.out) return undefined;
  let out = def.out;
  while ((out._zod.def as { type: string }).type === 'optional') out = (out._zod.def as unknown as { innerType: z.ZodType }).innerType;
  const format = (out._zod.def as { format?: string }).format;
  return format ? FORMATS[format] : undefined;
}

/** `z.custom(isObject).pipe(schema)`: the custom check says nothing JSON Schema can; the piped schema says it all. */
function checkedThenParsed(schema: z.ZodType): z.ZodType | undefined {
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  if (def.type !== 'pipe' || !def.in || !def.out) return undefined;
  return (def.in._zod.def as { type: string }).type === 'custom' ? def.out : undefined;
}

/**
 * The JSON Schema of a contract schema, as OpenAPI 3.0 reads it. Requests are described as they are
 * accepted (`io: 'input'`), with the wire forms a field declares through `documentedInput` (numeric
 * text, blank as absent); answers as they are sent (`io: 'output'`).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = schema.toJSONSchema({
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
    override: (context) => {
      if (io !== 'input') return;
      const checked = checkedThenParsed(context.zodSchema as unknown as z.ZodType);
      if (checked) {
        for (const key of Object.keys(context.jsonSchema)) delete (context.jsonSchema as JsonSchema)[key];
        Object.assign(context.jsonSchema, jsonSchemaOf(checked, 'input'));
        return;
      }
      const format = pipedFormat(context.zodSchema as unknown as z.ZodType);
      if (format && context.jsonSchema.format === undefined) Object.assign(context.jsonSchema, { format });
      const documentation = inputDocumentation.get(context.zodSchema as unknown as z.ZodType);
      if (!documentation) return;
      const generated = { ...(context.jsonSchema as JsonSchema) };
      for (const key of Object.keys(context.jsonSchema)) delete (context.jsonSchema as JsonSchema)[key];
      Object.assign(context.jsonSchema, documentation.widen(generated));
    },
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = document;
  return rest;
}
