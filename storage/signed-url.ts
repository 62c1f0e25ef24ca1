import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertSafeKey, isSafeKey } from './keys.js';

/*
 * The embedded mode's stand-in for S3 presigned GETs: `/files/<key>?expires=<unix s>&sig=<hex>[&name=<file name>]`,
 * where sig = HMAC-SHA256(secret, "key\nexpires[\nname]"). Keys hold no control characters (keys.ts), so the
 * fields cannot run into each other; the name, which may, comes last.
 */

export interface SignedRequest {
  key: string;
  expires: string;
  sig: string;
  name?: string | undefined;
}

const MIN_SECRET_LENGTH = 32;

function signature(secret: string, key: string, expires: string, name: string | undefined): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) throw new TypeError(`the URL signing secret must be at least ${MIN_SECRET_LENGTH} characters`);
  const message = name === undefined ? `${key}\n${expires}` : `${key}\n${expires}\n${name}`;
  return createHmac('sha256', secret).update(message, 'utf8').digest();
}

/** The path and query of a signed URL, to append to the service's public base URL. */
export function signUrlPath(input: { key: string; expiresAt: number; name?: string | undefined }, secret: string): string {
  const segments = assertSafeKey(input.key);
  if (!Number.isSafeInteger(input.expiresAt) || input.expiresAt < 0) throw new TypeError('expiresAt must be unix seconds');
  const expires = String(input.expiresAt);
  const sig = signature(secret, input.key, expires, input.name).toString('hex');
  const name = input.name === undefined ? '' : `&name=${encodeURIComponent(input.name)}`;
  return `/files/${segments.map(encodeURIComponent).join('/')}?expires=${expires}&sig=${sig}${name}`;
}

/**
 * True when the request carries our signature over exactly these fields and has not expired at `now`. Everything
 * else (missing or repeated parameters, malformed values, a key we would never sign) is simply false.
 */
export function verifySignedRequest(request: SignedRequest, secret: string, now: Date): boolean {
  const { key, expires, sig, name } = request;
  if (typeof expires !== 'string' || !/^[0-9]{1,15}$/.test(expires)) return false;
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false;
  if (name !== undefined && typeof name !== 'string') return false;
  if (!isSafeKey(key)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(sig, 'hex'), signature(secret, key, expires, name));
}
