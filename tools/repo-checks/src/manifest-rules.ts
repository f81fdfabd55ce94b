import type { KubernetesObject } from './kubernetes-schemas.js';

/*
 * What we ask of every rendered manifest beyond its API schema: the things a schema allows to be
 * missing but a production Deployment needs. Each rule returns sentences naming the object.
 */

/** Variables that hold a secret: only ever from a Secret, never written into a manifest. */
export const SECRET_VARIABLES = [
  'ADMIN_PASSWORD',
  'ADMIN_TOKEN_SECRET',
  'SERVICE_TOKEN_SECRET',
  'MONGO_URL',
  'REDIS_URL',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

type Labels = Record<string, string>;

interface Probe {
  httpGet?: { path?: string; port?: number | string };
  tcpSocket?: { port?: number | string };
  exec?: unknown;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name?: string; key?: string }; configMapKeyRef?: { name?: string; key?: string } };
}

export interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; runAsNonRoot?: boolean };
}

export interface Deployment extends KubernetesObject {
  metadata: { name: string; namespace?: string };
  spec: {
    selector: { matchLabels?: Labels };
    template: {
      metadata?: { labels?: Labels };
      spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
    };
  };
}

interface Service extends KubernetesObject {
  metadata: { name: string; namespace?: string };
  spec: { selector?: Labels; ports?: { port: number; targetPort?: number | string }[] };
}

interface DisruptionBudget extends KubernetesObject {
  metadata: { name: string; namespace?: string };
  spec: { selector?: { matchLabels?: Labels } };
}

export function ofKind<T extends KubernetesObject>(objects: KubernetesObject[], kind: string): T[] {
  return objects.filter((object) => object.kind === kind) as T[];
}

/** Whether every label of the selector is on the pod (an empty or missing selector selects nothing here). */
function selects(selector: Labels | undefined, labels: Labels | undefined): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels?.[key] === value);
}

function podLabels(deployment: Deployment): Labels | undefined {
  return deployment.spec.template.metadata?.labels;
}

function sameNamespace(a: KubernetesObject, b: KubernetesObject): boolean {
  return a.metadata?.namespace === b.metadata?.namespace;
}

/** The Deployment's selector picks its own pods (the API server refuses one that does not). */
export function selectorProblems(deployment: Deployment): string[] {
  return selects(deployment.spec.selector.matchLabels, podLabels(deployment))
    ? []
    : [`Deployment ${deployment.metadata.name}: spec.selector does not match the pod template's labels`];
}

/** CPU and memory, requested and limited, for every container. */
export function resourceProblems(deployment: Deployment): string[] {
  return deployment.spec.template.spec.containers.flatMap((container) =>
    (['requests', 'limits'] as const).flatMap((part) =>
      ['cpu', 'memory']
        .filter((resource) => container.resources?.[part]?.[resource] === undefined)
        .map((resource) => `Deployment ${deployment.metadata.name}: container ${container.name} has no ${part}.${resource}`),
    ),
  );
}

/** A PodDisruptionBudget in the same namespace selects the Deployment's pods. */
export function disruptionBudgetProblems(deployment: Deployment, objects: KubernetesObject[]): string[] {
  const budgets = ofKind<DisruptionBudget>(objects, 'PodDisruptionBudget');
  const covered = budgets.some((budget) => sameNamespace(budget, deployment) && selects(budget.spec.selector?.matchLabels, podLabels(deployment)));
  return covered ? [] : [`Deployment ${deployment.metadata.name}: no PodDisruptionBudget selects its pods`];
}

/**
 * Every container has a liveness probe. A Deployment behind a Service takes traffic only when
 * service-kit's `/ready` says its connections answer, and is restarted when `/health` does not answer.
 */
export function probeProblems(deployment: Deployment, objects: KubernetesObject[]): string[] {
  const name = deployment.metadata.name;
  const served = ofKind<Service>(objects, 'Service').some(
    (service) => sameNamespace(service, deployment) && selects(service.spec.selector, podLabels(deployment)),
  );
  return deployment.spec.template.spec.containers.flatMap((container) => {
    const problems: string[] = [];
    const { livenessProbe, readinessProbe } = container;
    if (!livenessProbe) problems.push(`Deployment ${name}: container ${container.name} has no livenessProbe`);
    if (served) {
      if (readinessProbe?.httpGet?.path !== '/ready') problems.push(`Deployment ${name}: container ${container.name} needs a readinessProbe on GET /ready`);
      if (livenessProbe && livenessProbe.httpGet?.path !== '/health') {
        problems.push(`Deployment ${name}: container ${container.name} needs its livenessProbe on GET /health`);
      }
    }
    return problems;
  });
}

/** Secrets come from a Secret (secretKeyRef), never as a value in the manifest. */
export function secretEnvProblems(deployment: Deployment): string[] {
  return deployment.spec.template.spec.containers.flatMap((container) =>
    (container.env ?? [])
      .filter((variable) => SECRET_VARIABLES.includes(variable.name) && !variable.valueFrom?.secretKeyRef)
      .map((variable) => `Deployment ${deployment.metadata.name}: ${variable.name} must come from a Secret (secretKeyRef), not be written in the manifest`),
  );
}

/** Non-root, no privilege escalation, a read-only root file system. */
export function securityProblems(deployment: Deployment): string[] {
  const name = deployment.metadata.name;
  const problems: string[] = [];
  if (deployment.spec.template.spec.securityContext?.runAsNonRoot !== true) problems.push(`Deployment ${name}: the pod must set runAsNonRoot`);
  for (const container of deployment.spec.template.spec.containers) {
    if (container.securityContext?.readOnlyRootFilesystem !== true) problems.push(`Deployment ${name}: ${container.name} needs readOnlyRootFilesystem`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`Deployment ${name}: ${container.name} must not allow privilege escalation`);
  }
  return problems;
}

/** Every rule above, for every Deployment among the objects. */
export function manifestProblems(objects: KubernetesObject[]): string[] {
  return ofKind<Deployment>(objects, 'Deployment').flatMap((deployment) => [
    ...selectorProblems(deployment),
    ...resourceProblems(deployment),
    ...disruptionBudgetProblems(deployment, objects),
    ...probeProblems(deployment, objects),
    ...secretEnvProblems(deployment),
    ...securityProblems(deployment),
  ]);
}
