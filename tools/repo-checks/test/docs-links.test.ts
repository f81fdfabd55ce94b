import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Code names the rule it follows as `docs/<file>.md#<anchor>`. These checks keep every such name
 * pointing at a heading that exists, and keep section numbers of documents outside the repository
 * from coming back.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = join(ROOT, 'docs');
const SOURCE_ROOTS = ['apps', 'services', 'packages', 'tools', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.turbo']);
// Written as an escape so this file does not hold the sign it looks for.
const SECTION_SIGN = '\u00a7';

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The anchor GitHub gives a heading: lowercased, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const slugCache = new Map<string, Set<string> | null>();
function slugsOf(docFile: string): Set<string> | null {
  if (!slugCache.has(docFile)) {
    const path = join(DOCS, docFile);
    slugCache.set(docFile, existsSync(path) ? headingSlugs(readFileSync(path, 'utf8')) : null);
  }
  return slugCache.get(docFile) ?? null;
}

/** What is wrong with a link to `docFile#anchor`, or null when it leads somewhere. */
function brokenLink(docFile: string, anchor: string | undefined): string | null {
  const slugs = slugsOf(docFile);
  if (!slugs) return `docs/${docFile} does not exist`;
  if (anchor !== undefined && !slugs.has(anchor)) return `docs/${docFile} has no heading #${anchor}`;
  return null;
}

const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));
const DOC_LINK = /docs\/([a-z0-9-]+\.md)(?:#([a-z0-9_-]+))?/g;

describe('rules named in the code', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every docs/<file>.md#<anchor> a source file names is a heading in docs/', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(DOC_LINK)) {
          links += 1;
          const problem = brokenLink(match[1]!, match[2]);
          if (problem) broken.push(`${relative(ROOT, file)}:${index + 1}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(0);
  });

  it(`no source file cites a section sign (write "RFC 9110 section 10.1.1", or name a rule in docs/)`, () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (line.includes(SECTION_SIGN)) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe('links between the docs', () => {
  const docFiles = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
  const MARKDOWN_LINK = /\]\(([a-z0-9-]+\.md)?(?:#([a-z0-9_-]+))?\)/g;

  it.each(docFiles)('every link in docs/%s leads to a doc and a heading that exist', (docFile) => {
    const broken: string[] = [];
    for (const match of readFileSync(join(DOCS, docFile), 'utf8').matchAll(MARKDOWN_LINK)) {
      const target = match[1] ?? docFile;
      if (match[1] === undefined && match[2] === undefined) continue;
      const problem = brokenLink(target, match[2]);
      if (problem) broken.push(`${match[0]}: ${problem}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('headingSlugs', () => {
  it('follows GitHub: lowercase, punctuation dropped, spaces to hyphens, repeats numbered', () => {
    const slugs = headingSlugs('# Steps 4 to 6: flights, hotel, freight\n## Travel and stay\n## Travel and stay\n```\n# not a heading\n```\n');
    expect([...slugs]).toEqual(['steps-4-to-6-flights-hotel-freight', 'travel-and-stay', 'travel-and-stay-1']);
  });
});
