/*
 * Object keys are `/`-separated relative paths, made by Montage itself (ids and fixed names, never user input), so
 * a bad key is a programmer error. Both adapters accept exactly the same keys: code that works against the local
 * disk in embedded mode works against S3 in a cluster. Segments are a conservative whitelist, which rules out `..`,
 * absolute paths, backslashes, NUL and newlines (the field separator of signed URLs) and needs no URL escaping.
 */

const MAX_KEY_LENGTH = 1024; // S3's limit
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/; // no leading dot: reserved for the local disk's temp files
export const META_SUFFIX = '.meta.json'; // reserved for the local disk's content-type sidecars

export function keyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string' || key.length === 0) return 'is empty';
  if (key.length > MAX_KEY_LENGTH) return `is longer than ${MAX_KEY_LENGTH} characters`;
  for (const segment of key.split('/')) {
    if (segment === '') return 'has an empty segment (absolute path, or a doubled or trailing slash)';
    if (!SEGMENT.test(segment)) return `has segment ${JSON.stringify(segment)}: use 1-200 of A-Z a-z 0-9 . _ -, not starting with a dot`;
    if (segment.endsWith(META_SUFFIX)) return `has a segment ending with ${META_SUFFIX}`;
  }
  return undefined;
}

export function isSafeKey(key: unknown): key is string {
  return keyProblem(key) === undefined;
}

/** Throws on a bad key; returns its segments. */
export function assertSafeKey(key: string): string[] {
  const problem = keyProblem(key);
  if (problem) throw new TypeError(`invalid object key ${JSON.stringify(key)}: ${problem}`);
  return key.split('/');
}
