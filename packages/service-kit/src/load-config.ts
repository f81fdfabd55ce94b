import type { z } from 'zod';
import { ConfigError } from './config-error.js';

/**
 * Parses the environment once at boot. Empty strings count as unset, so `FOO=` in a
 * compose file does not silently pass validation.
 */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return issue.code === 'invalid_type' && cleaned[name] === undefined ? `${name} is required` : `${name}: ${issue.message}`;
    });
    throw new ConfigError(service, problems);
  }
  return result.data;
}
