import { fileURLToPath } from 'node:url';

/** The monorepo's root directory; this module lives in tools/dev-stack/src (or dist). */
export function repoRoot(): string {
  return fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');
}
