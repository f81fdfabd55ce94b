/** Reads a variable from an environment, treating an empty or blank string as unset. */
export function envValue(env: NodeJS.ProcessEnv | Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}
