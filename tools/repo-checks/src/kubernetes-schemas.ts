import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/*
 * The API schemas deploy/ is checked against, vendored by scripts/vendor-kubernetes-schemas.mjs:
 * Kubernetes' own OpenAPI v3 documents of one release and KEDA's ScaledObject CRD of one release.
 */
export const KUBERNETES_VERSION = 'v1.35.4';
export const KEDA_VERSION = 'v2.21.0';

const SCHEMA_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));
const DOCUMENT_ID = 'kubernetes.json';
const OBJECT_META = 'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta';

type Schema = { [key: string]: unknown };

interface KubernetesDocument {
  schemas: Record<string, Schema>;
}

interface CrdDocument {
  group: string;
  version: string;
  kind: string;
  schema: Schema;
}

/** A manifest object as YAML gives it. */
export interface KubernetesObject {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown; namespace?: unknown };
  [key: string]: unknown;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The API server refuses a field it does not know (kubectl's default field validation is
 * Strict); JSON Schema allows one unless told. So every object schema that lists its properties
 * gets `additionalProperties: false`, except where Kubernetes itself keeps unknown fields.
 */
export function refuseUnknownFields(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(refuseUnknownFields);
  if (!isSchema(schema)) return schema;
  const copy: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, refuseUnknownFields(value)]));
  const keepsUnknown = copy['x-kubernetes-preserve-unknown-fields'] === true;
  if (isSchema(copy.properties) && !('additionalProperties' in copy) && !keepsUnknown) copy.additionalProperties = false;
  return copy;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as T;
}

function groupVersion(group: string, version: string): string {
  return group === '' ? version : `${group}/${version}`;
}

function describe(error: ErrorObject): string {
  const at = error.instancePath || '/';
  if (error.keyword === 'additionalProperties') return `${at}: unknown field "${String(error.params.additionalProperty)}"`;
  return `${at}: ${error.message ?? error.keyword}`;
}

/** Validates manifest objects against the vendored schemas, keyed by apiVersion and kind. */
export class KubernetesSchemas {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    const kubernetes = readJson<KubernetesDocument>(`kubernetes-${KUBERNETES_VERSION}.json`);
    const keda = readJson<CrdDocument>(`keda-${KEDA_VERSION}-scaledobject.json`);
    // OpenAPI's keywords (nullable) and Kubernetes' x- extensions are not JSON Schema: not strict.
    // Formats (int32, int-or-string, quantity) are Kubernetes' own; the types around them are checked.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: refuseUnknownFields(kubernetes.schemas) } });
    for (const [name, schema] of Object.entries(kubernetes.schemas)) {
      const kinds = schema['x-kubernetes-group-version-kind'];
      if (!Array.isArray(kinds)) continue;
      for (const gvk of kinds as { group: string; version: string; kind: string }[]) {
        this.validators.set(`${groupVersion(gvk.group, gvk.version)} ${gvk.kind}`, ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/${name}` }));
      }
    }
    // A CRD's schema says only `metadata: object`; the API server checks it as every object's metadata.
    const crd = refuseUnknownFields(keda.schema) as Schema;
    const properties = { ...(crd.properties as Schema), metadata: { $ref: `${DOCUMENT_ID}#/components/schemas/${OBJECT_META}` } };
    this.validators.set(`${groupVersion(keda.group, keda.version)} ${keda.kind}`, ajv.compile({ ...crd, properties }));
  }

  /** The object's problems against its schema; an apiVersion and kind with no schema is one. */
  problems(object: KubernetesObject): string[] {
    const key = `${String(object.apiVersion)} ${String(object.kind)}`;
    const validate = this.validators.get(key);
    if (!validate) return [`no schema for ${key} in Kubernetes ${KUBERNETES_VERSION} or KEDA ${KEDA_VERSION}`];
    return validate(object) ? [] : (validate.errors ?? []).map(describe);
  }
}
