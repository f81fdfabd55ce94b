import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import type { KubernetesObject } from './kubernetes-schemas.js';

const run = promisify(execFile);

function isObject(value: unknown): value is KubernetesObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a multi-document YAML stream into its objects; a document YAML cannot parse throws. */
export function parseManifests(text: string): KubernetesObject[] {
  const objects: KubernetesObject[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) throw new Error(document.errors.map((error) => error.message).join('\n'));
    const value: unknown = document.toJS();
    if (value === null || value === undefined) continue;
    if (!isObject(value)) throw new Error(`a YAML document is not an object: ${JSON.stringify(value)}`);
    objects.push(value);
  }
  return objects;
}

/** `kustomize build <dir>`: the objects an overlay applies. */
export async function renderKustomization(kustomize: string, dir: string): Promise<KubernetesObject[]> {
  const { stdout } = await run(kustomize, ['build', dir], { maxBuffer: 64 * 1024 * 1024 });
  return parseManifests(stdout);
}
