import type { z } from 'zod';
import { inputDocumentation } from '@stallplan/contracts';

export type JsonSchema = Record<string, unknown>;

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
