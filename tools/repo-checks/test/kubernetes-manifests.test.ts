import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureKustomize } from '@stallplan/dev-stack';
import { loadConfig } from '@stallplan/service-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type z } from 'zod';
import { gatewayConfigSchema } from '../../../apps/gateway/src/config.js';
import { catalogConfigSchema } from '../../../services/catalog/src/config.js';
import { contentConfigSchema } from '../../../services/content/src/config.js';
import { notifyConfigSchema } from '../../../services/notify/src/config.js';
import { pdfWorkerConfigSchema, quotesConfigSchema } from '../../../services/quotes/src/config.js';
import { PDF_QUEUE_NAME } from '../../../services/quotes/src/jobs/render-pdf.js';
import { travelConfigSchema } from '../../../services/travel/src/config.js';
import { type KubernetesObject, KubernetesSchemas } from '../src/kubernetes-schemas.js';
import { type Deployment, type EnvVar, manifestProblems, ofKind, SECRET_VARIABLES } from '../src/manifest-rules.js';
import { parseManifests, renderKustomization } from '../src/render-kustomization.js';
import { schemaVariables } from '../src/schema-variables.js';
import { workspaceFolders } from '../src/workspace-folders.js';

/*
 * deploy/ rendered as it would be applied: every overlay through kustomize (built once into
 * .tools/), every object checked against the API schemas of a named Kubernetes release and KEDA's
 * CRD, then against what a production Deployment of ours needs. No cluster is involved.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OVERLAYS_DIR = join(ROOT, 'deploy', 'overlays');
const overlays = readdirSync(OVERLAYS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Each Deployment and the config schemas of the process it runs. */
const PROCESSES: Record<string, { dir: string; port?: number; schema: z.ZodType }> = {
  gateway: { dir: 'apps/gateway', port: 5000, schema: gatewayConfigSchema },
  catalog: { dir: 'services/catalog', port: 5101, schema: catalogConfigSchema },
  content: { dir: 'services/content', port: 5102, schema: contentConfigSchema },
  travel: { dir: 'services/travel', port: 5103, schema: travelConfigSchema },
  quotes: { dir: 'services/quotes', port: 5104, schema: quotesConfigSchema },
  'quotes-worker': { dir: 'services/quotes', schema: pdfWorkerConfigSchema },
  notify: { dir: 'services/notify', port: 5105, schema: notifyConfigSchema },
};
/** Read by Chromium in the worker, not by our config: its profile goes where the file system is writable. */
const RUNTIME_VARIABLES = new Set(['HOME']);
/** Set in the cluster only: metrics listen on every interface (compose's HOST=0.0.0.0 gives the same), and HOME above. */
const CLUSTER_ONLY = new Set(['METRICS_HOST', 'HOME']);
/**
 * Set in compose only: the worker shares the services' HOST there but listens on nothing but its
 * metrics; the quotes API is given CHROMIUM_PATH there but renders nothing in either (the workers do);
 * compose keeps blobs in files on a volume at BLOB_DIR by default, the cluster in S3.
 */
const COMPOSE_ONLY = new Set(['quotes-worker HOST', 'quotes CHROMIUM_PATH', 'catalog BLOB_DIR', 'quotes BLOB_DIR', 'quotes-worker BLOB_DIR']);
/** What the processes that keep blobs read from the ConfigMap; the key pair comes from the Secret. */
const BLOB_SETTINGS = ['BLOB_STORE', 'S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'];

const schemas = new KubernetesSchemas();
const rendered = new Map<string, KubernetesObject[]>();

beforeAll(async () => {
  const kustomize = await ensureKustomize();
  for (const overlay of overlays) rendered.set(overlay, await renderKustomization(kustomize, join(OVERLAYS_DIR, overlay)));
}, 600_000);

function objectsOf(overlay: string): KubernetesObject[] {
  const objects = rendered.get(overlay);
  if (!objects) throw new Error(`${overlay} was not rendered`);
  return objects;
}

function deploymentOf(objects: KubernetesObject[], name: string): Deployment {
  const deployment = ofKind<Deployment>(objects, 'Deployment').find((candidate) => candidate.metadata.name === name);
  if (!deployment) throw new Error(`no Deployment ${name}`);
  return deployment;
}

function containerOf(deployment: Deployment) {
  const [container] = deployment.spec.template.spec.containers;
  if (!container) throw new Error(`Deployment ${deployment.metadata.name} has no container`);
  return container;
}

function envOf(deployment: Deployment): Map<string, EnvVar> {
  return new Map((containerOf(deployment).env ?? []).map((variable) => [variable.name, variable]));
}

function named(objects: KubernetesObject[], kind: string, name: string): KubernetesObject & { spec: Record<string, unknown> } {
  const found = objects.find((object) => object.kind === kind && object.metadata?.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as KubernetesObject & { spec: Record<string, unknown> };
}

it('has a staging and a production overlay', () => {
  expect(overlays).toEqual(expect.arrayContaining(['production', 'staging']));
});

describe.each(overlays)('deploy/overlays/%s', (overlay) => {
  it('renders, and every object is valid against the API schemas of Kubernetes and KEDA', () => {
    const objects = objectsOf(overlay);
    expect(objects.length).toBeGreaterThan(0);
    const problems = objects.flatMap((object) =>
      schemas.problems(object).map((problem) => `${String(object.kind)} ${String(object.metadata?.name)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('gives every Deployment probes, resources, a disruption budget, secrets from a Secret and a locked-down container', () => {
    expect(manifestProblems(objectsOf(overlay))).toEqual([]);
  });

  it('puts everything in the namespace it creates', () => {
    const objects = objectsOf(overlay);
    const namespaces = ofKind(objects, 'Namespace').map((namespace) => namespace.metadata?.name);
    expect(namespaces).toHaveLength(1);
    for (const object of objects.filter((candidate) => candidate.kind !== 'Namespace')) {
      expect(object.metadata?.namespace, `${String(object.kind)} ${String(object.metadata?.name)}`).toBe(namespaces[0]);
    }
  });

  it('runs every service workspace, the gateway and the PDF workers, each from its workspace image', () => {
    const objects = objectsOf(overlay);
    const deployable = workspaceFolders(ROOT).filter((dir) => dir.startsWith('services/') || dir === 'apps/gateway');
    const running = new Set(Object.entries(PROCESSES).map(([, process]) => process.dir));
    expect(deployable.filter((dir) => !running.has(dir))).toEqual([]);
    expect(
      ofKind<Deployment>(objects, 'Deployment')
        .map((deployment) => deployment.metadata.name)
        .sort(),
    ).toEqual(Object.keys(PROCESSES).sort());
    for (const name of Object.keys(PROCESSES)) {
      const image = containerOf(deploymentOf(objects, name)).image ?? '';
      const workspaceImage = name === 'quotes-worker' ? 'quotes' : name;
      expect(image, `${name}: image`).toMatch(new RegExp(`(^|/)stallplan/${workspaceImage}:[\\w.-]+$`));
    }
    const worker = containerOf(deploymentOf(objects, 'quotes-worker'));
    expect(worker.command, 'quotes-worker: command').toEqual(['node', 'dist/worker.js']);
  });

  it('gives each process only variables its config reads, with the port, metrics port and secrets it needs', () => {
    const objects = objectsOf(overlay);
    for (const [name, process] of Object.entries(PROCESSES)) {
      const deployment = deploymentOf(objects, name);
      const env = envOf(deployment);
      const read = new Set(schemaVariables(process.schema));
      expect(
        [...env.keys()].filter((variable) => !read.has(variable) && !RUNTIME_VARIABLES.has(variable)),
        `${name}: variables it does not read`,
      ).toEqual([]);
      expect(env.get('METRICS_PORT')?.value, `${name}: METRICS_PORT`).toBe('9464');
      expect(env.get('METRICS_HOST')?.value, `${name}: METRICS_HOST`).toBe('0.0.0.0');
      expect(
        containerOf(deployment).ports?.map((port) => port.containerPort),
        `${name}: container ports`,
      ).toContain(9464);
      if (process.port !== undefined) {
        expect(env.get('PORT')?.value, `${name}: PORT`).toBe(String(process.port));
        expect(
          containerOf(deployment).ports?.map((port) => port.containerPort),
          `${name}: container ports`,
        ).toContain(process.port);
      }
      for (const variable of SECRET_VARIABLES.filter((secret) => read.has(secret) && secret !== 'SMTP_URL')) {
        expect(env.get(variable)?.valueFrom?.secretKeyRef?.name, `${name}: ${variable}`).toBe('stallplan-secrets');
      }
    }
    expect(envOf(deploymentOf(objects, 'quotes')).get('PDF_WORKER_IN_PROCESS')?.value, 'quotes: PDF_WORKER_IN_PROCESS').toBe('false');
  });

  it('gives each process the variables docker-compose.yml gives it', () => {
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { environment?: object }> };
    for (const name of Object.keys(PROCESSES)) {
      const inCluster = [...envOf(deploymentOf(objectsOf(overlay), name)).keys()].filter((variable) => !CLUSTER_ONLY.has(variable));
      const inCompose = Object.keys(compose.services[name]?.environment ?? {}).filter((variable) => !COMPOSE_ONLY.has(`${name} ${variable}`));
      expect(inCluster.sort(), name).toEqual(inCompose.sort());
    }
  });

  it('scales the gateway and travel on CPU, and the PDF workers on the depth of the PDF queue through KEDA', () => {
    const objects = objectsOf(overlay);
    for (const name of ['gateway', 'travel']) {
      const autoscaler = named(objects, 'HorizontalPodAutoscaler', name).spec as {
        scaleTargetRef: { kind: string; name: string };
        metrics: { resource?: { name: string } }[];
      };
      expect(autoscaler.scaleTargetRef, `${name}: scale target`).toMatchObject({ kind: 'Deployment', name });
      expect(autoscaler.metrics.map((metric) => metric.resource?.name)).toContain('cpu');
      // A replica count in the Deployment would fight the autoscaler on every apply.
      expect(deploymentOf(objects, name).spec, `${name}: replicas`).not.toHaveProperty('replicas');
    }
    const scaled = named(objects, 'ScaledObject', 'quotes-worker').spec as {
      scaleTargetRef: { name: string };
      triggers: { type: string; metadata: Record<string, string> }[];
    };
    expect(scaled.scaleTargetRef.name).toBe('quotes-worker');
    const query = scaled.triggers.find((trigger) => trigger.type === 'prometheus')?.metadata.query ?? '';
    expect(query).toContain('stallplan_queue_jobs{');
    expect(query).toContain(`queue="${PDF_QUEUE_NAME}"`);
    expect(query).toContain('state="waiting"');
    const namespace = ofKind(objects, 'Namespace')[0]?.metadata?.name;
    expect(query, 'the query reads this namespace only').toContain(`namespace="${String(namespace)}"`);
    expect(deploymentOf(objects, 'quotes-worker').spec).not.toHaveProperty('replicas');
  });

  it('lets only the gateway and the services that call a service reach it, and only processes with a data store URL reach the data stores', () => {
    const objects = objectsOf(overlay);
    const policies = ofKind<KubernetesObject & { spec: NetworkPolicySpec }>(objects, 'NetworkPolicy');
    const denyAll = policies.find(
      (policy) => Object.keys(policy.spec.podSelector.matchLabels ?? {}).length === 0 && !policy.spec.ingress && !policy.spec.egress,
    );
    expect(denyAll?.spec.policyTypes, 'a default deny for ingress and egress').toEqual(['Ingress', 'Egress']);

    const deployments = ofKind<Deployment>(objects, 'Deployment');
    for (const target of deployments) {
      const name = target.metadata.name;
      const port = PROCESSES[name]?.port;
      if (port === undefined) continue;
      // Who calls it: each process whose environment points at it, by Service name and port.
      const callers = deployments
        .filter((caller) => [...envOf(caller).values()].some((variable) => variable.value?.split(',').includes(`http://${name}:${port}`)))
        .map((caller) => caller.metadata.name);
      const allowedPods = podsAllowedIn(policies, target, port, deployments);
      if (name === 'gateway') {
        expect(allowedPods, 'gateway: no pod of ours calls the gateway').toEqual([]);
        expect(namespacesAllowedIn(policies, target, port), 'gateway: the ingress controller reaches it').not.toEqual([]);
      } else {
        expect(allowedPods.sort(), `${name}: who may connect`).toEqual(callers.sort());
        expect(namespacesAllowedIn(policies, target, port), `${name}: no namespace reaches it`).toEqual([]);
      }
      for (const caller of callers) {
        expect(egressAllowed(policies, deploymentOf(objects, caller), target, port), `${caller} may open connections to ${name}`).toBe(true);
      }
    }
    for (const [store, port] of [
      ['MONGO_URL', 27017],
      ['REDIS_URL', 6379],
    ] as const) {
      const reaching = deployments.filter((deployment) => egressToAddresses(policies, deployment, port)).map((deployment) => deployment.metadata.name);
      const using = deployments.filter((deployment) => envOf(deployment).has(store)).map((deployment) => deployment.metadata.name);
      expect(reaching.sort(), `who reaches port ${port}`).toEqual(using.sort());
    }
  });

  it('keeps the blobs of every process that has some in S3 as the ConfigMap names it, and lets only those pods and notify reach HTTPS addresses', () => {
    const objects = objectsOf(overlay);
    const config = ofKind<KubernetesObject & { data?: Record<string, string> }>(objects, 'ConfigMap').find((map) =>
      String(map.metadata?.name).startsWith('stallplan-config'),
    );
    const settings = Object.fromEntries(BLOB_SETTINGS.map((variable) => [variable, config?.data?.[variable]]));
    expect(settings.BLOB_STORE, 'BLOB_STORE in the ConfigMap').toBe('s3');
    // Valid as the processes read them: a bucket name S3 takes, a region.
    expect(() => loadConfig('quotes-worker', pdfWorkerConfigSchema, { MONGO_URL: 'mongodb://mongo/', REDIS_URL: 'redis://redis', ...settings })).not.toThrow();

    const keeping = Object.entries(PROCESSES)
      .filter(([, process]) => schemaVariables(process.schema).includes('BLOB_STORE'))
      .map(([name]) => name);
    expect(keeping.sort()).toEqual(['catalog', 'quotes', 'quotes-worker']);
    for (const name of keeping) {
      const env = envOf(deploymentOf(objects, name));
      for (const variable of BLOB_SETTINGS) expect(env.get(variable)?.valueFrom?.configMapKeyRef?.key, `${name}: ${variable}`).toBe(variable);
      for (const variable of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(env.get(variable)?.valueFrom?.secretKeyRef, `${name}: ${variable}`).toMatchObject({ name: 'stallplan-secrets', key: variable, optional: true });
      }
    }
    const policies = ofKind<KubernetesObject & { spec: NetworkPolicySpec }>(objects, 'NetworkPolicy');
    const reaching = ofKind<Deployment>(objects, 'Deployment')
      .filter((deployment) => egressToAddresses(policies, deployment, 443))
      .map((deployment) => deployment.metadata.name);
    // Notify's are the integrators' webhook endpoints.
    expect(reaching.sort()).toEqual([...keeping, 'notify'].sort());
  });

  it('opens every metrics port to the monitoring namespace', () => {
    const objects = objectsOf(overlay);
    const policies = ofKind<KubernetesObject & { spec: NetworkPolicySpec }>(objects, 'NetworkPolicy');
    for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
      expect(namespacesAllowedIn(policies, deployment, 9464), deployment.metadata.name).toContain('monitoring');
    }
  });
});

describe('deploy/secret.example.yaml', () => {
  const [secret, ...others] = parseManifests(readFileSync(join(ROOT, 'deploy', 'secret.example.yaml'), 'utf8'));

  it('is one valid Secret whose values are placeholders', () => {
    expect(others).toEqual([]);
    expect(secret && schemas.problems(secret)).toEqual([]);
    const values = Object.values((secret?.stringData ?? {}) as Record<string, string>);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toContain('replace-me');
  });

  it('holds every key the Deployments read from it', () => {
    const keys = Object.keys(secret?.stringData ?? {}).sort();
    for (const overlay of overlays) {
      const read = ofKind<Deployment>(objectsOf(overlay), 'Deployment').flatMap((deployment) =>
        (containerOf(deployment).env ?? []).flatMap((variable) => variable.valueFrom?.secretKeyRef?.key ?? []),
      );
      expect([...new Set(read)].sort(), overlay).toEqual(keys);
    }
    expect(keys).toEqual([...SECRET_VARIABLES].sort());
  });
});

describe('the checks themselves', () => {
  const copy = (): KubernetesObject[] => structuredClone(objectsOf('production'));
  const gatewayIn = (objects: KubernetesObject[]) => deploymentOf(objects, 'gateway');

  it('refuse a field the API does not know, and a value of the wrong type', () => {
    const deployment = gatewayIn(copy());
    const container = containerOf(deployment) as unknown as Record<string, unknown>;
    container.readinessProbes = container.readinessProbe;
    expect(schemas.problems(deployment)).toEqual([expect.stringContaining('unknown field "readinessProbes"')]);
    const service = structuredClone(named(objectsOf('production'), 'Service', 'gateway'));
    (service.spec.ports as { port: unknown }[])[0] = { port: 'five thousand' };
    expect(schemas.problems(service).join('\n')).toContain('/spec/ports/0/port');
  });

  it('refuse a Deployment without a readiness probe, resources or a disruption budget', () => {
    const objects = copy();
    const container = containerOf(gatewayIn(objects));
    delete container.readinessProbe;
    delete container.resources;
    const withoutBudget = objects.filter((object) => !(object.kind === 'PodDisruptionBudget' && object.metadata?.name === 'gateway'));
    const problems = manifestProblems(withoutBudget);
    expect(problems).toContain('Deployment gateway: container gateway needs a readinessProbe on GET /ready');
    expect(problems).toContain('Deployment gateway: container gateway has no limits.memory');
    expect(problems).toContain('Deployment gateway: no PodDisruptionBudget selects its pods');
  });

  it('refuse a secret written into a manifest', () => {
    const objects = copy();
    const env = containerOf(gatewayIn(objects)).env ?? [];
    const index = env.findIndex((variable) => variable.name === 'ADMIN_TOKEN_SECRET');
    env[index] = { name: 'ADMIN_TOKEN_SECRET', value: 'a'.repeat(40) };
    expect(manifestProblems(objects)).toEqual([
      'Deployment gateway: ADMIN_TOKEN_SECRET must come from a Secret (secretKeyRef), not be written in the manifest',
    ]);
  });
});

// --- network policies ------------------------------------------------------------------

interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string };
}

interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: { port?: number | string }[];
}

interface NetworkPolicySpec {
  podSelector: { matchLabels?: Record<string, string> };
  policyTypes?: string[];
  ingress?: PolicyRule[];
  egress?: PolicyRule[];
}

type Policy = KubernetesObject & { spec: NetworkPolicySpec };

function matches(selector: { matchLabels?: Record<string, string> } | undefined, labels: Record<string, string> | undefined): boolean {
  return Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels?.[key] === value);
}

function labelsOf(deployment: Deployment): Record<string, string> | undefined {
  return deployment.spec.template.metadata?.labels;
}

function rulesFor(policies: Policy[], deployment: Deployment, direction: 'ingress' | 'egress', port: number): PolicyRule[] {
  return policies
    .filter((policy) => matches(policy.spec.podSelector, labelsOf(deployment)))
    .flatMap((policy) => policy.spec[direction] ?? [])
    .filter((rule) => !rule.ports || rule.ports.some((allowed) => allowed.port === port));
}

/** Our pods (a peer with a pod selector and no namespace selector) allowed in on the port. */
function podsAllowedIn(policies: Policy[], target: Deployment, port: number, deployments: Deployment[]): string[] {
  const peers = rulesFor(policies, target, 'ingress', port).flatMap((rule) => rule.from ?? []);
  return deployments
    .filter((source) => peers.some((peer) => peer.podSelector && !peer.namespaceSelector && matches(peer.podSelector, labelsOf(source))))
    .map((source) => source.metadata.name);
}

/** Other namespaces (by name label) allowed in on the port. */
function namespacesAllowedIn(policies: Policy[], target: Deployment, port: number): string[] {
  return rulesFor(policies, target, 'ingress', port)
    .flatMap((rule) => rule.from ?? [])
    .flatMap((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ?? []);
}

function egressAllowed(policies: Policy[], source: Deployment, target: Deployment, port: number): boolean {
  return rulesFor(policies, source, 'egress', port)
    .flatMap((rule) => rule.to ?? [])
    .some((peer) => peer.podSelector && !peer.namespaceSelector && matches(peer.podSelector, labelsOf(target)));
}

/** Whether the Deployment may open connections on the port to addresses outside the cluster. */
function egressToAddresses(policies: Policy[], source: Deployment, port: number): boolean {
  return rulesFor(policies, source, 'egress', port)
    .filter((rule) => rule.ports !== undefined)
    .some((rule) => (rule.to ?? []).some((peer) => peer.ipBlock));
}
