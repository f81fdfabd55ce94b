// Writes the API schemas the deploy/ manifests are validated against, from two Go modules the
// module proxy serves: the OpenAPI v3 documents of Kubernetes (k8s.io/kubernetes, api/openapi-spec/v3)
// and KEDA's ScaledObject CRD (github.com/kedacore/keda/v2, config/crd/bases). Run it again after
// changing a version below: `node tools/repo-checks/scripts/vendor-kubernetes-schemas.mjs`.
// Descriptions are dropped (they are most of the bytes and validate nothing); prettier formats the
// result like every other file, so a version bump reads as a diff.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { parse } from 'yaml';

export const KUBERNETES_VERSION = 'v1.35.4';
export const KEDA_VERSION = 'v2.21.0';
/** The API groups the manifests use: core, apps, policy, autoscaling, networking. */
const GROUP_DOCUMENTS = [
  'api__v1_openapi.json',
  'apis__apps__v1_openapi.json',
  'apis__policy__v1_openapi.json',
  'apis__autoscaling__v2_openapi.json',
  'apis__networking.k8s.io__v1_openapi.json',
];

const outDir = fileURLToPath(new URL('../schemas/', import.meta.url));

function moduleDir(path, version) {
  const go = process.env.GO ?? 'go';
  const info = JSON.parse(execFileSync(go, ['mod', 'download', '-json', `${path}@${version}`], { encoding: 'utf8' }));
  if (!info.Dir) throw new Error(`go mod download gave no directory for ${path}@${version}: ${info.Error ?? ''}`);
  return info.Dir;
}

function withoutDescriptions(value) {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
}

const kubernetesDir = join(moduleDir('k8s.io/kubernetes', KUBERNETES_VERSION), 'api', 'openapi-spec', 'v3');
const schemas = {};
for (const document of GROUP_DOCUMENTS) {
  const parsed = JSON.parse(readFileSync(join(kubernetesDir, document), 'utf8'));
  for (const [name, schema] of Object.entries(parsed.components.schemas)) {
    const stripped = withoutDescriptions(schema);
    // Every group document repeats the shared types (ObjectMeta and the like); they must agree.
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(stripped)) throw new Error(`${name} differs between documents`);
    schemas[name] = stripped;
  }
}
const sortedSchemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  join(outDir, `kubernetes-${KUBERNETES_VERSION}.json`),
  JSON.stringify({ source: `k8s.io/kubernetes@${KUBERNETES_VERSION} api/openapi-spec/v3`, documents: GROUP_DOCUMENTS, schemas: sortedSchemas }),
);

const kedaCrd = parse(
  readFileSync(join(moduleDir('github.com/kedacore/keda/v2', KEDA_VERSION), 'config', 'crd', 'bases', 'keda.sh_scaledobjects.yaml'), 'utf8'),
);
const served = kedaCrd.spec.versions.find((version) => version.served && version.storage);
writeFileSync(
  join(outDir, `keda-${KEDA_VERSION}-scaledobject.json`),
  JSON.stringify({
    source: `github.com/kedacore/keda/v2@${KEDA_VERSION} config/crd/bases/keda.sh_scaledobjects.yaml`,
    group: kedaCrd.spec.group,
    version: served.name,
    kind: kedaCrd.spec.names.kind,
    schema: withoutDescriptions(served.schema.openAPIV3Schema),
  }),
);
execFileSync('npx', ['prettier', '--write', '--log-level=warn', outDir], { stdio: 'inherit' });
process.stdout.write(`wrote ${Object.keys(sortedSchemas).length} Kubernetes schemas and KEDA's ScaledObject to ${outDir}\n`);
