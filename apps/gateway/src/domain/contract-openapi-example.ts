import { POPULAR_CITY_NAMES } from '@stallplan/contracts';
import type { JsonSchema } from './contract-openapi-schema.js';

const DAY_MS = 86_400_000;

/** A calendar day some weeks ahead, as travel searches and event dates require one to come. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Values a field's name asks for, beyond what JSON Schema says (a known city, a plausible phone). */
function hinted(key: string): string | undefined {
  const name = key.toLowerCase();
  if (/checkout|returndate|enddate|to$/.test(name) && /date|check/.test(name)) return dayAhead(33);
  if (/date|checkin/.test(name)) return dayAhead(30);
  if (/until|expires/.test(name)) return dayAhead(60);
  if (/email/.test(name)) return 'asha.rao@example.com';
  if (/website|url|image|logo/.test(name)) return 'https://example.com/stall.png';
  if (/city|origin|destination|location/.test(name)) return POPULAR_CITY_NAMES[1] ?? 'Mumbai';
  if (/phone|mobile/.test(name)) return '+91 98765 43210';
  if (/name/.test(name)) return 'Asha Rao';
  return undefined;
}

/** Shapes of ids and tokens the contracts use, tried when a pattern refuses the plainer candidates. */
const SHAPED = [
  '6650f1c2a9e4b3d2c1a0f9e8',
  'q7XoVb2kR9sLm4TnW8yZc1Ad5Fg3Hj6Kp0Ue2Iw4Oa9',
  'SP-20261123-7KQ4XM',
  `sp_key_${'q7XoVb2kR9sLm4TnW8yZc1Ad5Fg3Hj6Kp0Ue2Iw4Oa9'}`,
  'whsec_c2VjcmV0LWZvci10aGUtZXhhbXBsZS1vbmx5LTMyYg==',
  'a1b2c3d4',
];

function stringExample(schema: JsonSchema, key: string): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const fits = (value: string) =>
    value.length >= min && value.length <= max && (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value));
  const candidates = [
    hinted(key),
    typeof schema.example === 'string' ? schema.example : undefined,
    schema.format === 'date' ? dayAhead(30) : undefined,
    schema.format === 'date-time' ? new Date(Date.UTC(2026, 10, 1)).toISOString() : undefined,
    schema.format === 'email' ? 'asha.rao@example.com' : undefined,
    schema.format === 'uri' ? 'https://example.com/' : undefined,
    'example',
    'a'.repeat(Math.max(min, 1)),
    '1',
    ...SHAPED,
  ];
  return candidates.find((value): value is string => value !== undefined && fits(value)) ?? 'a'.repeat(Math.max(min, 1));
}

function numberExample(schema: JsonSchema): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (min !== undefined && min > 0) return min;
  if (max !== undefined && max < 1) return max;
  return 1;
}

/**
 * A plausible value for a JSON Schema: examples and defaults first, then enumerations, then the
 * smallest value each constraint allows. With `full`, optional properties are filled in too.
 */
export function exampleOf(schema: JsonSchema, full = true, key = '', depth = 0): unknown {
  if (depth > 8) return undefined;
  if (schema.example !== undefined && typeof schema.example !== 'string') return schema.example;
  const tooShort = Array.isArray(schema.default) && typeof schema.minItems === 'number' && schema.default.length < schema.minItems;
  // An object's default (often `{}`) shows nothing of its fields: those are filled in instead.
  if (schema.default !== undefined && !tooShort && !(full && schema.type === 'object')) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== '' && value !== null) ?? schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices?.[0]) return exampleOf(choices[0], full, key, depth + 1);
  const all = schema.allOf as JsonSchema[] | undefined;
  if (all?.[0]) return exampleOf(Object.assign({}, ...all) as JsonSchema, full, key, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringExample(schema, key);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' && schema.minItems > 0 ? schema.minItems : 1;
      const item = exampleOf((schema.items as JsonSchema | undefined) ?? {}, full, key, depth + 1);
      return Array.from({ length: count }, () => item);
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required as string[] | undefined) ?? [];
      const value = Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => full || required.includes(name))
          .map(([name, property]) => [name, exampleOf(property, full, name, depth + 1)]),
      );
      // A record keyed by an enumeration lists its keys as required, with one schema for every value.
      const values = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as JsonSchema) : undefined;
      for (const name of required) if (!(name in value) && values) value[name] = exampleOf(values, full, name, depth + 1);
      return value;
    }
  }
  return typeof schema.example === 'string' ? schema.example : {};
}
