/*
 * Variables read where no zod schema lists them: the dev stack reads a few through `envValue`,
 * and the web app's build-time variables are typed in `ImportMetaEnv`.
 */

/** Names read as `envValue(env, 'NAME')` in a source file. */
export function envValueReads(source: string): string[] {
  return [...source.matchAll(/envValue\(\s*[\w.]+\s*,\s*'([A-Z][A-Z0-9_]*)'\s*\)/g)].map((match) => match[1]!);
}

/** The keys of `interface ImportMetaEnv { … }` in a declaration file. */
export function importMetaEnvKeys(declarations: string): string[] {
  const body = /interface ImportMetaEnv\s*\{([^}]*)\}/.exec(declarations)?.[1];
  if (body === undefined) throw new Error('no ImportMetaEnv interface');
  return [...body.matchAll(/^\s*(?:readonly\s+)?([A-Z][A-Z0-9_]*)\??\s*:/gm)].map((match) => match[1]!);
}
