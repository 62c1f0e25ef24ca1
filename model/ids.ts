import { createHash, randomBytes } from 'node:crypto';

/** Public identifier prefixes, as the spec gives them (section 2). */
export const ID_PREFIX = {
  project: 'prj',
  chapter: 'cht',
  prompt: 'int',
  export: 'exp',
  asset: 'ast',
  // Additions beyond the spec's five: webhooks, and the Standard Webhooks message id of one event's delivery.
  webhook: 'whk',
  delivery: 'msg',
  // A batch render (issue 30): one export per row of merge-field values.
  batch: 'bat',
} as const;

export type IdKind = keyof typeof ID_PREFIX;
export type IdPrefix = (typeof ID_PREFIX)[IdKind];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 21;
// 248 is the largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export function idPattern(kind: IdKind): RegExp {
  return new RegExp(`^${ID_PREFIX[kind]}_[A-Za-z0-9]{${SUFFIX_LENGTH}}$`);
}

export function idPatternSource(kind: IdKind): string {
  return idPattern(kind).source;
}

/** A new identifier: the kind's prefix, `_`, and 21 characters of [A-Za-z0-9] from the CSPRNG. */
export function newId(kind: IdKind): string {
  let suffix = '';
  while (suffix.length < SUFFIX_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < UNBIASED_LIMIT) suffix += ALPHABET[byte % ALPHABET.length];
      if (suffix.length === SUFFIX_LENGTH) break;
    }
  }
  return `${ID_PREFIX[kind]}_${suffix}`;
}

/**
 * An id derived from `seed` (the same seed gives the same id): for objects whose creation must be idempotent, such
 * as a webhook delivery recorded again after a crash.
 */
export function derivedId(kind: IdKind, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let suffix = '';
  // 21 base-62 characters from 32 bytes: each byte mod 62 (a slight bias does not matter for an id that is not a secret).
  for (let i = 0; suffix.length < SUFFIX_LENGTH; i++) suffix += ALPHABET[digest[i]! % ALPHABET.length];
  return `${ID_PREFIX[kind]}_${suffix}`;
}

export function isId(kind: IdKind, value: string): boolean {
  return idPattern(kind).test(value);
}

/*
 * Kubernetes object names must be DNS-1123 subdomains (lowercase), but public ids are case-sensitive:
 * `prj_aB...` and `prj_Ab...` are different projects. The object name keeps the id readable and stays unique:
 *
 *   <prefix>-<suffix lowercased>-<case mask>
 *
 * where the case mask is a bit set (bit i = character i was uppercase) written in base 36. The mapping is a
 * bijection, so two ids that differ only in case get different names, and the id can be recovered from the name.
 * The exact id is also kept in `spec.id` and the `montage.dev/id` label.
 */
export function objectNameForId(id: string): string {
  const match = /^([a-z]{3})_([A-Za-z0-9]{21})$/.exec(id);
  if (!match) throw new Error(`not a Montage id: ${JSON.stringify(id)}`);
  const [, prefix, suffix] = match as unknown as [string, string, string];
  let mask = 0;
  for (let i = 0; i < suffix.length; i++) {
    const ch = suffix[i]!;
    if (ch >= 'A' && ch <= 'Z') mask |= 1 << i;
  }
  return `${prefix}-${suffix.toLowerCase()}-${mask.toString(36)}`;
}

export function idForObjectName(name: string): string {
  const match = /^([a-z]{3})-([a-z0-9]{21})-([a-z0-9]{1,5})$/.exec(name);
  if (!match) throw new Error(`not a Montage object name: ${JSON.stringify(name)}`);
  const [, prefix, lower, maskText] = match as unknown as [string, string, string, string];
  const mask = parseInt(maskText, 36);
  let suffix = '';
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    suffix += mask & (1 << i) ? ch.toUpperCase() : ch;
  }
  const id = `${prefix}_${suffix}`;
  // A name whose mask marks a digit as uppercase is not one we produced.
  if (objectNameForId(id) !== name) throw new Error(`not a Montage object name: ${JSON.stringify(name)}`);
  return id;
}
