import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets at rest (webhook signing secrets in the store, replayed responses in the idempotency store), sealed with
 * AES-256-GCM under the admin's key (MONTAGE_SECRET_KEY). A sealed value is text:
 *
 *   sealed:v1:<key id>:<base64 of 12-byte IV | ciphertext | 16-byte tag>
 *
 * `v1` is the format (a later one gets a new prefix); the key id (the first 8 hex digits of the key's SHA-256) names
 * the key that sealed it, so after a key rotation values sealed with the previous key (MONTAGE_SECRET_KEY_PREVIOUS)
 * still open. The `context` is authenticated data: a value sealed for one webhook, or one tenant's idempotency
 * record, does not open in another place. A value without the `sealed:` prefix is read as it is: records written
 * before sealing existed keep working, and are sealed when next written.
 */
export const SEALED_PREFIX = 'sealed:v1:';

export interface Sealer {
  /** False when no key is configured (a cluster without MONTAGE_SECRET_KEY): values are then stored as given. */
  readonly sealing: boolean;
  seal(plain: string, context: string): string;
  open(stored: string, context: string): string;
}

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedValueError';
  }
}

/** 32 bytes, as base64 (44 characters) or hex (64): `openssl rand -base64 32`. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
  if (key?.length !== 32) throw new SealedValueError('MONTAGE_SECRET_KEY must be 32 random bytes, as base64 (`openssl rand -base64 32`) or 64 hex digits');
  return key;
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function createSealer(keys: { current?: Buffer; previous?: readonly Buffer[] }): Sealer {
  const byId = new Map<string, Buffer>();
  for (const key of [...(keys.previous ?? []), ...(keys.current ? [keys.current] : [])]) byId.set(keyId(key), key);
  const current = keys.current ? { id: keyId(keys.current), key: keys.current } : undefined;
  return {
    sealing: current !== undefined,
    seal(plain, context) {
      if (!current) return plain;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED_PREFIX}${current.id}:${body.toString('base64')}`;
    },
    open(stored, context) {
      if (!stored.startsWith('sealed:')) return stored;
      if (!stored.startsWith(SEALED_PREFIX)) throw new SealedValueError(`sealed value of an unknown format (${stored.split(':', 2).join(':')})`);
      const [id, data] = stored.slice(SEALED_PREFIX.length).split(':', 2) as [string, string | undefined];
      const key = byId.get(id);
      if (!key) throw new SealedValueError(`value sealed with key ${id}, which is neither MONTAGE_SECRET_KEY nor in MONTAGE_SECRET_KEY_PREVIOUS`);
      const body = Buffer.from(data ?? '', 'base64');
      if (body.length < 28) throw new SealedValueError('sealed value is truncated');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, 12));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - 16));
        return Buffer.concat([decipher.update(body.subarray(12, body.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        throw new SealedValueError(`sealed value does not open with key ${id} in this place (altered, or moved from another record)`);
      }
    },
  };
}
