import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface RunnableScript {
  path: string;
  dispose(): Promise<void>;
}

/**
 * Node 20 cannot run TypeScript, so a .ts bench is transpiled (types stripped, nothing checked)
 * to a hidden .mjs beside it, keeping its relative imports working; dispose() removes it.
 */
export async function runnableScript(file: string): Promise<RunnableScript> {
  if (!file.endsWith('.ts')) return { path: file, dispose: async () => undefined };
  const { default: ts } = await import('typescript');
  const output = ts.transpileModule(await readFile(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  });
  const path = join(dirname(file), `.${basename(file, '.ts')}.${process.pid}.mjs`);
  await writeFile(path, output.outputText);
  return { path, dispose: () => rm(path, { force: true }) };
}
