import { KINDS, LABELS, tenantLabelValue, type KindName, type SpecOf, type StatusOf } from '../model/kinds.js';
import { toJson } from './json.js';
import type { StoredObject } from './store.js';

/** Rules both adapters share, so they cannot drift apart: labels, validation, list order, copies. */

export const MANAGED_BY = 'montage';

/**
 * The labels a stored object carries: the caller's extra labels, then the ones the store owns (id, tenant,
 * managed-by), which a caller can never override or drop.
 */
export function storeLabels(spec: { id: string; tenant: string }, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    [LABELS.id]: spec.id,
    [LABELS.tenant]: tenantLabelValue(spec.tenant),
    [LABELS.managedBy]: MANAGED_BY,
  };
}

/**
 * The API validates every request before it reaches the store, so an invalid spec here is a programmer error: a
 * plain Error, not a user-facing validation error. Returns the parsed value as JSON (unknown keys stripped, as the
 * apiserver prunes fields its structural schema does not know).
 */
export function validSpec<K extends KindName>(kind: K, spec: unknown): SpecOf<K> {
  const parsed = KINDS[kind].spec.safeParse(spec);
  if (!parsed.success) throw new Error(`invalid ${kind} spec: ${parsed.error.message}`);
  return toJson(parsed.data) as SpecOf<K>;
}

export function validStatus<K extends KindName>(kind: K, status: unknown): StatusOf<K> {
  const parsed = KINDS[kind].status.safeParse(status ?? {});
  if (!parsed.success) throw new Error(`invalid ${kind} status: ${parsed.error.message}`);
  return toJson(parsed.data) as StatusOf<K>;
}

// Kubernetes' label syntax: the apiserver rejects anything else, so the embedded store does too.
const LABEL_KEY = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;

export function validLabels(labels: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!labels) return undefined;
  for (const [key, value] of Object.entries(labels)) {
    if (!LABEL_KEY.test(key) || key.length > 317) throw new Error(`invalid label key ${JSON.stringify(key)}`);
    if (typeof value !== 'string' || value.length > 63 || !LABEL_VALUE.test(value)) {
      throw new Error(`invalid value for label ${key}: ${JSON.stringify(value)}`);
    }
  }
  return { ...labels };
}

/** The order lists are served in: creation time, then id (ids are random, so this only breaks ties). */
export function compareForList(a: StoredObject, b: StoredObject): number {
  const byTime = a.spec.createdAt < b.spec.createdAt ? -1 : a.spec.createdAt > b.spec.createdAt ? 1 : 0;
  if (byTime !== 0) return byTime;
  return a.spec.id < b.spec.id ? -1 : a.spec.id > b.spec.id ? 1 : 0;
}

export function hasLabels(object: StoredObject, labels: Record<string, string> | undefined): boolean {
  if (!labels) return true;
  for (const [key, value] of Object.entries(labels)) if (object.metadata.labels[key] !== value) return false;
  return true;
}

/** Callers get their own copy: nothing they do to it can reach the store's state. */
export function copyOf<K extends KindName>(object: StoredObject<K>): StoredObject<K> {
  return structuredClone(object);
}

/** A finalizer name: Kubernetes' qualified-name syntax, with a domain (`montage.dev/cleanup`). */
const FINALIZER = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;

export function validFinalizers(finalizers: string[] | undefined): string[] | undefined {
  if (!finalizers) return undefined;
  for (const f of finalizers) if (typeof f !== 'string' || !FINALIZER.test(f)) throw new Error(`invalid finalizer ${JSON.stringify(f)}`);
  return [...new Set(finalizers)];
}

export function isDeleting(object: StoredObject): boolean {
  return object.metadata.deletionTimestamp !== undefined;
}
