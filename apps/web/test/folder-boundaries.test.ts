import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every TypeScript file under a folder of src/, tests included. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(src, folder, name));
}

/** The relative specifiers a file imports or re-exports, statically or with `import()`. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
}

/** `file → target` for each import of `from` that lands in `into`, both folders of src/. */
function crossings(from: string, into: string): string[] {
  const target = resolve(src, into);
  return sourceFiles(from).flatMap((file) =>
    relativeImports(file)
      .filter((specifier) => {
        const landed = resolve(dirname(file), specifier);
        return landed === target || landed.startsWith(`${target}/`);
      })
      .map((specifier) => `${relative(src, file)} → ${specifier}`),
  );
}

// The planner is one page among others: pieces both use live in a folder named for what they are
// (current-plan/, quote/, ui/, dates/…), so neither side reaches into the other.
describe('folder boundaries in src/', () => {
  it('pages/ imports nothing from planner/', () => {
    expect(crossings('pages', 'planner')).toEqual([]);
  });

  it('planner/ imports nothing from pages/', () => {
    expect(crossings('planner', 'pages')).toEqual([]);
  });

  it('finds an import that crosses, so the two checks above can fail', () => {
    expect(crossings('planner', 'current-plan').length).toBeGreaterThan(0);
  });
});
