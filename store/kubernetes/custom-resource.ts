import { idForObjectName } from '../../model/ids.js';
import { API_GROUP, API_GROUP_VERSION, API_VERSION, KINDS, type KindName } from '../../model/kinds.js';
import type { StoredObject } from '../store.js';

/** A Montage custom resource as the apiserver sends and takes it (plain JSON: CustomObjectsApi does no typing). */
export interface CustomResource {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    ownerReferences?: unknown[];
    finalizers?: string[];
    resourceVersion?: string;
    generation?: number;
    creationTimestamp?: string | Date;
    deletionTimestamp?: string | Date;
    uid?: string;
  };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
}

/**
 * Metadata the store port does not model but others may set (kubectl users, garbage collection, other
 * controllers). A PUT replaces the whole metadata, so the store sends these back as it last saw them.
 */
export type PreservedMetadata = Pick<NonNullable<CustomResource['metadata']>, 'annotations' | 'ownerReferences' | 'finalizers'>;

export function resourceOf(kind: KindName) {
  return { group: API_GROUP, version: API_VERSION, plural: KINDS[kind].plural };
}

export function collectionPath(kind: KindName, namespace: string): string {
  return `/apis/${API_GROUP}/${API_VERSION}/namespaces/${namespace}/${KINDS[kind].plural}`;
}

/**
 * The StoredObject for a custom resource, or undefined when it is not one the store could have written (a name
 * that is not an id's object name, or a spec.id that does not match it): such objects are left out of the cache.
 */
export function fromCustomResource<K extends KindName>(kind: K, resource: CustomResource): StoredObject<K> | undefined {
  const meta = resource.metadata;
  const spec = resource.spec;
  if (!meta?.name || !meta.resourceVersion || !spec || typeof spec.id !== 'string') return undefined;
  try {
    if (idForObjectName(meta.name) !== spec.id) return undefined;
  } catch {
    return undefined;
  }
  return {
    kind,
    metadata: {
      name: meta.name,
      resourceVersion: meta.resourceVersion,
      generation: meta.generation ?? 1,
      creationTimestamp: timestamp(meta.creationTimestamp),
      labels: { ...(meta.labels ?? {}) },
      uid: meta.uid ?? '',
      ...(meta.finalizers?.length ? { finalizers: [...meta.finalizers] } : {}),
      ...(meta.deletionTimestamp ? { deletionTimestamp: timestamp(meta.deletionTimestamp) } : {}),
    },
    spec: spec as StoredObject<K>['spec'],
    status: (resource.status ?? {}) as StoredObject<K>['status'],
  };
}

export function preservedMetadata(resource: CustomResource): PreservedMetadata {
  const { annotations, ownerReferences, finalizers } = resource.metadata ?? {};
  return { annotations, ownerReferences, finalizers };
}

/** What the informer cache keeps of a custom resource: the store's object and the metadata a PUT must send back. */
export interface Cached<K extends KindName = KindName> {
  object: StoredObject<K>;
  /** Absent when the resource has none of it (the common case: no map entry, no empty object per resource). */
  preserved?: PreservedMetadata;
}

/**
 * The informers' transform, applied to every listed or watched resource before anything keeps it: only what the
 * API and the controller read survives, plus the metadata a PUT must send back (annotations, owner references,
 * finalizers: kept only when present; the object's own metadata carries finalizers and deletionTimestamp, which the
 * cleanup reads). Dropped: managedFields (most of a resource's bytes), namespace, apiVersion and kind (the
 * informer's own), deletionGracePeriodSeconds. Label values that repeat a spec field (id, project, chapter) or
 * repeat across objects (tenant, managed-by) share one string instead of one copy per object.
 */
export function cachedFromResource<K extends KindName>(kind: K, resource: CustomResource): Cached<K> | undefined {
  const object = fromCustomResource(kind, resource);
  if (!object) return undefined;
  object.metadata.labels = sharedLabels(object.metadata.labels, object.spec as unknown as Record<string, unknown>);
  const { annotations, ownerReferences, finalizers } = resource.metadata ?? {};
  const has = (value: object | undefined) => value !== undefined && Object.keys(value).length > 0;
  if (!has(annotations) && !has(ownerReferences) && !has(finalizers)) return { object };
  return { object, preserved: { annotations, ownerReferences, finalizers } };
}

/** Label values few objects differ in (managed-by, tenants): one string each, bounded so ids never pile up here. */
const common = new Map<string, string>();
const COMMON_LIMIT = 10_000;

function sharedLabels(labels: Record<string, string>, spec: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(labels)) {
    const fromSpec = Object.values(spec).find((v) => v === value) as string | undefined;
    if (fromSpec !== undefined) out[key] = fromSpec;
    else {
      let one = common.get(value);
      if (one === undefined && common.size < COMMON_LIMIT) common.set(value, (one = value));
      out[key] = one ?? value;
    }
  }
  return out;
}

export function isBeingDeleted(resource: CustomResource): boolean {
  return Boolean(resource.metadata?.deletionTimestamp);
}

/**
 * The body of a create or a replace. The main resource ignores `status` and the status subresource ignores all but
 * `status`, yet both get the whole object: the apiserver's field manager records which fields each request
 * carried, so a body that leaves out fields the object has changes managedFields, and that is a real write (a new
 * resourceVersion) even when nothing else changed. An empty status is sent as none: that is how a new object has
 * it, so writing `{}` over an object without status changes nothing either.
 */
export function toCustomResource(
  kind: KindName,
  meta: { name: string; namespace: string; labels: Record<string, string>; resourceVersion?: string },
  spec: unknown,
  status: Record<string, unknown> = {},
  preserved: PreservedMetadata = {},
): CustomResource {
  const body: CustomResource = {
    apiVersion: API_GROUP_VERSION,
    kind: KINDS[kind].kind,
    metadata: { ...withoutUndefined(preserved), ...withoutUndefined(meta) },
    spec: spec as Record<string, unknown>,
  };
  if (Object.keys(status).length > 0) body.status = status;
  return body;
}

function timestamp(value: string | Date | undefined): string {
  if (value instanceof Date) return value.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return value ?? '';
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}
