import { ApiException } from '@kubernetes/client-node';
import { StoreAlreadyExistsError, StoreConflictError, StoreNotFoundError } from '../store.js';

export interface ApiFailure {
  code: number;
  /** metav1.Status reason: `AlreadyExists`, `Conflict`, `NotFound`, `Invalid`, ... */
  reason?: string;
  message?: string;
}

/** The HTTP status and Status reason of a failed client-node call, or undefined for other errors (network, ...). */
export function apiFailure(err: unknown): ApiFailure | undefined {
  if (!(err instanceof ApiException)) return undefined;
  const body = parseBody((err as ApiException<unknown>).body);
  return { code: err.code, reason: body?.reason, message: body?.message };
}

function parseBody(body: unknown): { reason?: string; message?: string } | undefined {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as { reason?: string; message?: string };
    } catch {
      return undefined;
    }
  }
  return typeof body === 'object' && body !== null ? (body as { reason?: string; message?: string }) : undefined;
}

export function isNotFound(err: unknown): boolean {
  return apiFailure(err)?.code === 404;
}

/**
 * The store port's errors for the apiserver's answers. A 409 means AlreadyExists on a create and Conflict (stale
 * resourceVersion) on a replace; the reason tells them apart should a create ever meet a Conflict.
 */
export function storeError(err: unknown, operation: 'create' | 'replace' | 'delete', kind: string, id: string): unknown {
  const failure = apiFailure(err);
  if (!failure) return err;
  if (failure.code === 404) return new StoreNotFoundError(kind, id);
  if (failure.code === 409) {
    if (failure.reason === 'AlreadyExists' || (operation === 'create' && failure.reason !== 'Conflict')) {
      return new StoreAlreadyExistsError(kind, id);
    }
    return new StoreConflictError(kind, id);
  }
  const detail = failure.message ?? failure.reason ?? 'no details';
  return new Error(`kube-apiserver refused to ${operation} ${kind} ${id}: HTTP ${failure.code}: ${detail}`, { cause: err });
}
