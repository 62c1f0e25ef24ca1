/* Dotted paths into a JSON value (`scenes.0.layers.2.colour`), as the field bindings and error messages write them. */

export function splitPath(path: string): string[] {
  return path.split('.');
}

/** The value at `path`, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: string): unknown {
  let here: unknown = root;
  for (const part of splitPath(path)) {
    if (here === null || typeof here !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(here, part)) return undefined;
    here = (here as Record<string, unknown>)[part];
  }
  return here;
}

/** Sets the value at an existing `path` of a (cloned) value; false when the path leads nowhere. */
export function setAt(root: unknown, path: string, value: unknown): boolean {
  const parts = splitPath(path);
  let here: unknown = root;
  for (const part of parts.slice(0, -1)) {
    if (here === null || typeof here !== 'object' || !Object.prototype.hasOwnProperty.call(here, part)) return false;
    here = (here as Record<string, unknown>)[part];
  }
  const last = parts.at(-1)!;
  if (here === null || typeof here !== 'object' || !Object.prototype.hasOwnProperty.call(here, last)) return false;
  (here as Record<string, unknown>)[last] = value;
  return true;
}

/** Every string of a JSON value with its path (arrays and objects walked in order). */
export function* stringsOf(value: unknown, path = ''): Generator<{ path: string; text: string }> {
  if (typeof value === 'string') {
    yield { path, text: value };
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) yield* stringsOf(child, path ? `${path}.${key}` : key);
}
