import { z } from 'zod';
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

function accepts(schema: z.ZodType, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return true;
  }
}

/**
 * A preprocessed field (`requiredText`, a required choice) looks optional to `toJSONSchema`; what
 * it does with a missing value, null or blank decides instead: refused means required, and not
 * nullable nor blank.
 */
function requireWhatIsRequired(schema: z.ZodType, json: JsonSchema): void {
  const shape = (schema._zod.def as unknown as { shape: Record<string, z.ZodType> }).shape;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  for (const [key, field] of Object.entries(shape)) {
    if (accepts(field, undefined)) continue;
    required.add(key);
    const property = properties[key];
    if (!property) continue;
    if (property.nullable === true && !accepts(field, null)) delete property.nullable;
    if (Array.isArray(property.enum) && property.enum.includes('') && !accepts(field, '')) property.enum = property.enum.filter((value) => value !== '');
  }
  if (required.size > 0) json.required = [...required];
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
      const zodSchema = context.zodSchema as unknown as z.ZodType;
      const json = context.jsonSchema as JsonSchema;
      if ((zodSchema._zod.def as { type: string }).type === 'object') requireWhatIsRequired(zodSchema, json);
      const format = pipedFormat(zodSchema);
      if (format && json.format === undefined) {
        // Optional text read as blank when empty: blank passes, anything else must have the format.
        const { nullable, description, ...text } = json;
        for (const key of Object.keys(json)) delete json[key];
        Object.assign(
          json,
          nullable
            ? {
                anyOf: [
                  { ...text, format },
                  { type: 'string', pattern: '^\\s*$' },
                ],
                nullable,
                description,
              }
            : { ...text, format, description },
        );
        if (json.description === undefined) delete json.description;
      }
      const documentation = inputDocumentation.get(context.zodSchema as unknown as z.ZodType);
      if (!documentation) return;
      const generated = { ...(context.jsonSchema as JsonSchema) };
      for (const key of Object.keys(context.jsonSchema)) delete (context.jsonSchema as JsonSchema)[key];
      Object.assign(context.jsonSchema, documentation.widen(generated));
    },
  }) as JsonSchema;
  const { $schema: _dialect, ...rest } = document;
  if (io === 'input') withEmailPattern(rest);
  return rest;
}

/**
 * `format: email` admits addresses the API refuses (`=@example.test`): every e-mail field also
 * states the pattern the API applies, zod's, so a generator makes only addresses it takes.
 */
function withEmailPattern(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) withEmailPattern(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const json = node as JsonSchema;
  if (json.format === 'email' && json.pattern === undefined) json.pattern = z.regexes.email.source;
  for (const value of Object.values(json)) withEmailPattern(value);
}
