/*
 * Kubernetes calls resourceVersion opaque: clients may only test it for equality. The cache needs more than that:
 * a write's response and the watch event for the same write race each other, and a late event must not overwrite
 * what a newer write already put in the cache (that would break read-your-writes). With the etcd3 storage every
 * apiserver uses, a resourceVersion is the etcd revision of the object's last change: a decimal int64 that only
 * grows across the whole cluster (client-go's watch cache and the "resourceVersionMatch=NotOlderThan" semantics
 * rely on the same fact). So when both versions are decimal integers they are compared as numbers (BigInt: int64
 * exceeds 2^53). Anything else cannot be ordered; then the later-arriving version wins, as in client-go's informers.
 */

const DECIMAL = /^\d{1,19}$/;

/** Whether `candidate` should replace `current` in the cache. */
export function isNewerVersion(candidate: string, current: string): boolean {
  if (DECIMAL.test(candidate) && DECIMAL.test(current)) return BigInt(candidate) > BigInt(current);
  return candidate !== current;
}

/** Whether `candidate` is known to be older than `current` (false when they cannot be ordered). */
export function isOlderVersion(candidate: string, current: string): boolean {
  return DECIMAL.test(candidate) && DECIMAL.test(current) && BigInt(candidate) < BigInt(current);
}

/** The larger of two versions when they can be ordered, else `b` (the later one seen). */
export function laterVersion(a: string, b: string): string {
  return isOlderVersion(b, a) ? a : b;
}
