import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The workspace folders the root package.json names (`dir/*` patterns expanded), relative to `root`. */
export function workspaceFolders(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(join(root, pattern, 'package.json')) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}
